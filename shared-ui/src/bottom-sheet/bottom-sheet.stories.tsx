import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from '../icon-button/icon-button';
import { InfoIcon } from '../icon/icon';
import { BottomSheet } from './bottom-sheet';

const meta = {
  title: 'Overlays/BottomSheet',
  component: BottomSheet,
  parameters: { viewport: { defaultViewport: 'phone' } },
  args: {
    title: 'Legal & Info',
    defaultOpen: true,
    trigger: (
      <IconButton aria-label="Legal & Info" variant="secondary">
        <InfoIcon />
      </IconButton>
    ),
    children: (
      <nav aria-label="Legal">
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          <li>
            <a href="#/privacy">Privacy Policy</a>
          </li>
          <li>
            <a href="#/terms">Terms of Service</a>
          </li>
          <li>
            <a href="#/contact">Contact Us</a>
          </li>
        </ul>
        <p style={{ color: 'var(--color-text-muted)', fontSize: 'var(--font-size-sm)' }}>
          © 2025 Madison Sublease. All rights reserved.
        </p>
      </nav>
    ),
  },
} satisfies Meta<typeof BottomSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LegalAndInfo: Story = {};
