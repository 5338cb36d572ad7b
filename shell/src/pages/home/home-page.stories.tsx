import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import HomePage from './home-page';

const meta = {
  title: 'Shell/Pages/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story: ComponentType) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
};
export default meta;

export const Light = {};
export const Dark = { globals: { theme: 'dark' } };
