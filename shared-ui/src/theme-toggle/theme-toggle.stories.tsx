import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeToggle } from './theme-toggle';

const meta = { title: 'Navigation/ThemeToggle', component: ThemeToggle } satisfies Meta<
  typeof ThemeToggle
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Flips data-theme on <html> and saves it under localStorage 'darkMode' (the toolbar switch does the same). */
export const Default: Story = {};
