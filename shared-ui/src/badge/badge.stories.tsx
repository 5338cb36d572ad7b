import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, CountBadge, SemesterBadge, StatusBadge, VerifiedStudentBadge } from './badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Wifi' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' } as const;

export const Semesters: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={row}>
        <SemesterBadge semester="Spring" />
        <SemesterBadge semester="Summer" />
        <SemesterBadge semester="Fall" />
        <SemesterBadge semester="Academic Year" />
      </div>
      <div style={row}>
        <SemesterBadge size="sm" semester="Spring 2026" />
        <SemesterBadge size="sm" semester="Summer 2026" />
        <SemesterBadge size="sm" semester="Fall 2025" />
        <SemesterBadge size="sm" semester="Academic Year" />
      </div>
    </div>
  ),
};

export const Statuses: Story = {
  render: () => (
    <div style={row}>
      <StatusBadge status="AVAILABLE" />
      <StatusBadge status="PENDING" />
      <StatusBadge status="TAKEN" />
    </div>
  ),
};

export const VerifiedStudent: Story = {
  render: () => <VerifiedStudentBadge />,
};

export const Tones: Story = {
  render: () => (
    <div style={row}>
      {(['neutral', 'primary', 'success', 'warning', 'danger', 'info'] as const).map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const Counts: Story = {
  render: () => (
    <div style={row}>
      <CountBadge count={3} label="unread messages" />
      <CountBadge count={42} label="unread messages" />
      <CountBadge count={120} label="unread messages" />
    </div>
  ),
};
