import type { ComponentType } from 'react';
import { createTestQueryClient, queryWrapper } from 'shared-api/mocks';
import ContactPage from './contact-page';

// No API in Storybook: the form's states up to sending; a real send shows the failure text.
const meta = {
  title: 'Shell/Pages/Contact',
  component: ContactPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story: ComponentType) => {
      const Wrapper = queryWrapper(createTestQueryClient());
      return (
        <Wrapper>
          <Story />
        </Wrapper>
      );
    },
  ],
};
export default meta;

export const Light = {};
export const Dark = { globals: { theme: 'dark' } };
