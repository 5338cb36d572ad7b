import type { Meta, StoryObj } from '@storybook/react-vite';
import * as icons from './icon';

const meta = { title: 'Primitives/Icons', component: icons.MailIcon } satisfies Meta<
  typeof icons.MailIcon
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 16,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 6, fontSize: 12 }}>
          <Icon size={24} />
          <span>{name}</span>
        </li>
      ))}
      <li style={{ display: 'grid', justifyItems: 'center', gap: 6, fontSize: 12 }}>
        <icons.BookmarkIcon size={24} filled />
        <span>BookmarkIcon filled</span>
      </li>
    </ul>
  ),
};
