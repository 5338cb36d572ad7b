import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './visually-hidden';

const meta = { title: 'Primitives/VisuallyHidden', component: VisuallyHidden } satisfies Meta<
  typeof VisuallyHidden
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button reads "Remove image" to a screen reader; sighted users see only the ×. */
export const InAButton: Story = {
  render: () => (
    <button type="button">
      <span aria-hidden="true">×</span>
      <VisuallyHidden>Remove image</VisuallyHidden>
    </button>
  ),
};
