import type { Meta, StoryObj } from '@storybook/react-vite';
import { SemesterBadge } from '../badge/badge';
import { Card } from './card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { children: 'Content' },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (
  <>
    <h3 style={{ margin: '0 0 4px' }}>Property Details</h3>
    <p style={{ margin: 0, color: 'var(--color-text-muted)' }}>
      2 Bedrooms · 1 Bathroom · 850 sq ft
    </p>
    <div style={{ marginTop: 12 }}>
      <SemesterBadge semester="Fall" size="sm" />
    </div>
  </>
);

export const Variants: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
      }}
    >
      <Card>{body}</Card>
      <Card variant="elevated">{body}</Card>
      <Card variant="flat">{body}</Card>
      <Card asChild interactive>
        <a href="#/listings/1" style={{ color: 'inherit' }}>
          {body}
        </a>
      </Card>
    </div>
  ),
};
