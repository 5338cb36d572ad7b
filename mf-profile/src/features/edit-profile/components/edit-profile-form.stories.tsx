import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryShell } from 'remote-harness/stories';
import { dark, desktop, failing, never, phone, storyApi, testUser } from 'shared-api/mocks';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EditProfileForm } from './edit-profile-form';

/** The form saves through the mock API (PUT /user, the picture slot and its upload). */
const meta = {
  title: 'Profile/Edit profile form',
  component: EditProfileForm,
  args: { user: testUser, onDone: fn(), onCancel: fn() },
  render: (args) => (
    <StoryShell
      routes={[{ path: '/profile', element: <EditProfileForm {...args} /> }]}
      entry="/profile"
    />
  ),
  beforeEach: storyApi(),
} satisfies Meta<typeof EditProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const file = (name: string, type: string, size?: number) => {
  const made = new File(['picture bytes'], name, { type });
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size });
  return made;
};

export const Filled: Story = {};
export const FilledDark = dark(Filled);
export const FilledPhone = phone(Filled);
export const FilledDarkDesktop = dark(desktop(Filled));

/** A person without a name or picture yet (an email-only account). */
export const Empty: Story = {
  args: { user: { ...testUser, displayName: null, photoURL: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  },
};
export const EmptyDarkPhone = dark(phone(Empty));

/** A file that is not an image, then one of 5 MB: each refused with its message, nothing saved. */
export const PictureValidation: Story = {
  play: async ({ args, canvas }) => {
    // The input's `accept` would hide a PDF from the picker; a drop or an old browser still gives one.
    const user = userEvent.setup({ applyAccept: false });
    const input = canvas.getByLabelText('Profile Picture');
    await user.upload(input, file('notes.pdf', 'application/pdf'));
    await expect(await canvas.findByText('Please select an image file.')).toBeVisible();
    await user.upload(input, file('huge.png', 'image/png', 5 * 1024 * 1024));
    await expect(await canvas.findByText('Image size must be less than 5MB.')).toBeVisible();
    await user.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};
export const PictureValidationDarkPhone = dark(phone(PictureValidation));

/** Save: the name goes to the API, a toast confirms, the form reports it is done. */
export const Save: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Bucky Badger');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    const page = within(canvasElement.ownerDocument.body);
    // In the shell's toaster (it fades in: present, not yet opaque).
    await expect(await page.findByText('Profile updated')).toBeInTheDocument();
    await expect(args.onDone).toHaveBeenCalled();
  },
};

/** The loading state: saving takes a while (the API does not answer). */
export const Saving: Story = {
  beforeEach: storyApi(undefined, { handlers: () => [never('put', '/user')] }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByRole('button', { name: /Saving/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
export const SavingDarkPhone = dark(phone(Saving));

/** The picture cannot be stored (the upload slot answers 500): the form says so, stays open. */
export const Error: Story = {
  beforeEach: storyApi(undefined, { handlers: () => [failing('post', '/user/profile-picture')] }),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText('Profile Picture'), file('me.png', 'image/png'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(
      await canvas.findByText('Failed to upload profile picture. Please try again.'),
    ).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
    // Focus is where the person left it, ready to try again.
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toHaveFocus();
  },
};
export const ErrorDarkPhone = dark(phone(Error));
