import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IncompatibleRemoteError } from './compatibility';
import { RemoteLoadError } from './federation';
import { REMOTE_FAILURE, RemotePage, type PageLoader } from './remote-page';

function renderAt(path: string, load: PageLoader, id = `test/${Math.random()}`) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <nav aria-label="Main">
              <Link to="/other">Other</Link>
            </nav>
            <Outlet />
          </>
        ),
        children: [
          { path: '/remote', element: <RemotePage id={id} load={load} /> },
          { path: '/other', element: <h1>Other page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

const page = (text: string) => ({ default: () => <h1>{text}</h1> });

describe('RemotePage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the remote page once it is loaded', async () => {
    renderAt('/remote', async () => page('Available Listings'));
    expect(await screen.findByRole('heading', { name: 'Available Listings' })).toBeInTheDocument();
  });

  it('shows an in-page message with Try again when the remote fails, and recovers on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    renderAt('/remote', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('manifest 404');
      return page('Available Listings');
    });

    expect(await screen.findByRole('heading', { name: REMOTE_FAILURE.title })).toBeInTheDocument();
    // The frame around it keeps working.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: REMOTE_FAILURE.retry }));
    expect(await screen.findByRole('heading', { name: 'Available Listings' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('says why when the remote is incompatible with the site, instead of blaming the connection', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reason = 'This part of the site needs React ^18.2.0, but the site runs 19.3.1.';
    renderAt('/remote', async () => {
      throw new RemoteLoadError('mf_test/Page', {
        cause: new IncompatibleRemoteError('mf_test', [reason]),
      });
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REMOTE_FAILURE.title);
    expect(alert).toHaveTextContent(reason);
    expect(alert).not.toHaveTextContent(REMOTE_FAILURE.body);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('leaves the failure behind when the user navigates elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/remote', async () => {
      throw new Error('server down');
    });
    await screen.findByRole('heading', { name: REMOTE_FAILURE.title });
    await userEvent.click(screen.getByRole('link', { name: 'Other' }));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();
    expect(screen.queryByText(REMOTE_FAILURE.title)).not.toBeInTheDocument();
  });
});
