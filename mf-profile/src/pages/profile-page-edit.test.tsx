import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { http, HttpResponse } from 'msw';
import { LIMIT_MESSAGES, connectSession, useSession } from 'shared-api';
import { MOCK_PROFILE_UPLOAD_PATH, mockToken, signInTestUser, testUser } from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import { describe, expect, it } from 'vitest';
import ProfilePage from './profile-page';
import { renderWithShell } from 'remote-harness/testing';

const mock = setupMockApi();

// applyAccept off: a test may pick a file the input's `accept` would refuse, to hit our check.
const renderProfile = (element: ReactElement) =>
  renderWithShell([{ path: '/profile', element }], '/profile', { user: { applyAccept: false } });

const image = (name = 'me.png', type = 'image/png', size?: number) => {
  const file = new File(['fake image bytes'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function openForm() {
  signInTestUser();
  const view = renderProfile(<ProfilePage />);
  await view.user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  return view;
}

describe('Edit Profile', () => {
  it('shows the form with a read-only email and the picture hint; Cancel Edit closes it', async () => {
    const { user } = await openForm();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Test User');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText(/managed by Google/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Supported formats: JPG, PNG, GIF (max 5MB). Leave empty to keep current picture.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel Edit' }));
    expect(screen.queryByRole('form', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('refuses files that are not images or are 5 MB or more', async () => {
    const { user } = await openForm();
    const input = screen.getByLabelText('Profile Picture');
    await user.upload(input, image('notes.pdf', 'application/pdf'));
    expect(await screen.findByText('Please select an image file.')).toBeInTheDocument();
    await user.upload(input, image('huge.png', 'image/png', 5 * 1024 * 1024));
    expect(await screen.findByText('Image size must be less than 5MB.')).toBeInTheDocument();
  });

  it('uploads the picture, saves the name and shows both in the header', async () => {
    const putUser: unknown[] = [];
    let releaseUpload = () => {};
    const uploadGate = new Promise<void>((resolve) => (releaseUpload = resolve));
    mock.server.use(
      http.put(`*${MOCK_PROFILE_UPLOAD_PATH}/:key`, async () => {
        await uploadGate;
      }),
      http.put('*/api/user', async ({ request }) => {
        putUser.push(await request.clone().json());
      }),
    );
    const { user } = await openForm();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Bucky Badger');
    await user.upload(screen.getByLabelText('Profile Picture'), image());
    // The design-system picker names the chosen file and offers to undo the choice.
    expect(screen.getByText('me.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Uploading profile picture...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    releaseUpload();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bucky Badger' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Edit Profile' })).not.toBeInTheDocument(),
    );
    const photo = useSession.getState().user?.photoURL ?? '';
    expect(photo).toMatch(
      new RegExp(
        `^${location.origin}${MOCK_PROFILE_UPLOAD_PATH}/test-user_\\d+\\.png\\?sig=download$`,
      ),
    );
    expect(putUser).toEqual([
      { name: 'Bucky Badger', email: 'test.user@wisc.edu', profilePictureUrl: photo },
    ]);
  });

  it('still updates the profile when the backend record fails (only logged)', async () => {
    mock.server.use(
      http.put('*/api/user', () => HttpResponse.json({ error: 'down' }, { status: 500 })),
    );
    const { user } = await openForm();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'New Name');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New Name' })).toBeInTheDocument();
  });

  it("shows the server's reason when the picture-slot cap refuses the upload", async () => {
    mock.server.use(
      http.post('*/api/user/profile-picture', () =>
        HttpResponse.json({ error: LIMIT_MESSAGES.tooManyPictureUploads }, { status: 429 }),
      ),
    );
    const { user } = await openForm();
    await user.upload(screen.getByLabelText('Profile Picture'), image());
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(LIMIT_MESSAGES.tooManyPictureUploads)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('says when the picture upload fails and keeps the form', async () => {
    mock.server.use(
      http.put(`*${MOCK_PROFILE_UPLOAD_PATH}/:key`, () => new HttpResponse(null, { status: 403 })),
    );
    const { user } = await openForm();
    await user.upload(screen.getByLabelText('Profile Picture'), image());
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Failed to upload profile picture. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('reports other failures as "Error updating profile: {message}"', async () => {
    signInTestUser();
    const view = renderProfile(<ProfilePage />);
    // The identity provider refuses the change (the adapter the shell would plug in).
    connectSession({
      getIdToken: async () => mockToken(testUser.uid),
      updateProfile: async () => {
        throw new Error('Network request failed');
      },
      signOut: async () => undefined,
    });
    await view.user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await view.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(
        screen.getByText('Error updating profile: Network request failed'),
      ).toBeInTheDocument(),
    );
  });
});
