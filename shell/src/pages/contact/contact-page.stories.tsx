import type { Meta, StoryObj } from '@storybook/react-vite';
import { dark, desktop, failing, phone, storyApi } from 'shared-api/mocks';
import { expect } from 'storybook/test';
import { ShellStory } from '../../testing/shell-story';
import ContactPage from './contact-page';

/** /contact in the site frame; sending goes to the mock API's /api/email. */
const meta = {
  title: 'Shell/Pages/Contact',
  component: ContactPage,
  parameters: { layout: 'fullscreen' },
  render: () => <ShellStory path="/contact" element={<ContactPage />} />,
  beforeEach: storyApi(undefined, { signedIn: false }),
} satisfies Meta<typeof ContactPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story['play']>;
type PlayContext = Parameters<Play>[0];

async function fillIn({ canvas, userEvent: user }: PlayContext) {
  await user.type(canvas.getByLabelText('Full Name'), 'Jane Doe');
  await user.type(canvas.getByLabelText('Email Address'), 'jane@wisc.edu');
  await user.selectOptions(canvas.getByLabelText('Reason for Contact'), 'Bug Report');
  await user.type(canvas.getByLabelText('Message'), 'The map does not load on my phone.');
}

export const Light: Story = {};
export const Dark = dark(desktop(Light));
export const DarkPhone = dark(phone(Light));

export const Sent: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fillIn(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByRole('heading', { name: 'Message Sent!' })).toHaveFocus();
  },
};

export const SendFails: Story = {
  beforeEach: storyApi(undefined, { signedIn: false, handlers: () => [failing('post', '/email')] }),
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fillIn(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Sorry, your message could not be sent. Please try again in a moment.',
    );
  },
};
export const SendFailsDarkPhone = dark(phone(SendFails));
