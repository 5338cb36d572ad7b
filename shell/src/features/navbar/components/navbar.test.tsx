import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useSession } from 'shared-api';
import {
  createTestQueryClient,
  makeConversationDto,
  queryWrapper,
  signInTestUser,
  signOutTestUser,
  testUser,
} from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import { resetThemeForTests } from 'shared-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setViewport } from '../../../testing/viewport';
import { Navbar } from './navbar';

const mock = setupMockApi();

/** Conversations of the test user with these unread counts (the navbar polls the real query). */
function unreadConversations(...counts: number[]) {
  mock.db.conversations.push(
    ...counts.map((unreadCount) =>
      makeConversationDto({ requesterFirebaseUid: testUser.uid, unreadCount }),
    ),
  );
}

function renderNavbar(path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <Navbar /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />, { wrapper: queryWrapper(createTestQueryClient()) });
  return { user: userEvent.setup(), router };
}

afterEach(() => {
  signOutTestUser();
  resetThemeForTests();
  delete document.documentElement.dataset.theme;
  vi.restoreAllMocks();
});

describe('Navbar on a wide screen', () => {
  it('links home, to the listings and the profile, and marks the current page', () => {
    renderNavbar('/listings');
    expect(screen.getByRole('link', { name: 'Madison Subleases' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Listings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it("has a 'Messages' link with the unread count", async () => {
    unreadConversations(2, 3);
    act(() => signInTestUser());
    renderNavbar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const link = await within(nav).findByRole('link', { name: 'Messages, 5 unread' });
    expect(link).toHaveAttribute('href', '/messages');
    expect(link).toHaveTextContent('Messages5');
  });

  it("caps the count at '99+'", async () => {
    unreadConversations(120);
    act(() => signInTestUser());
    renderNavbar();
    expect(await screen.findByRole('link', { name: 'Messages, 99+ unread' })).toHaveTextContent(
      '99+',
    );
  });

  it("offers 'Sign In' to visitors, which opens the sign-in dialog", async () => {
    const { user } = renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(useSession.getState().signIn).toEqual({ open: true, title: null });
  });

  it('switches between light and dark and saves the choice', async () => {
    const { user } = renderNavbar();
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('darkMode')).toBe('true');
    await user.click(toggle);
    expect(localStorage.getItem('darkMode')).toBe('false');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it("shows the signed-in person's initials and name, with 'Sign Out' in its menu", async () => {
    act(() => signInTestUser());
    const { user } = renderNavbar();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    const account = screen.getByRole('button', { name: /test user/i });
    expect(account).toHaveTextContent('TU');
    await user.click(account);
    // The menu is its own chunk, loaded on first open: allow for a slow first import.
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    expect(within(menu).getByText(testUser.email ?? '')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(useSession.getState().status).toBe('signedOut');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("falls back to the email's first letter, then to 'U'", () => {
    act(() => signInTestUser({ ...testUser, displayName: null, email: 'zoe@wisc.edu' }));
    renderNavbar();
    expect(screen.getByRole('button', { name: /zoe@wisc\.edu/ }).textContent).toMatch(/^Z/);
    act(() => signInTestUser({ ...testUser, displayName: null, email: null }));
    expect(screen.getByRole('button', { name: /user/i }).textContent).toMatch(/^U/);
  });

  it('shows the profile photo, and the initials when it fails to load', () => {
    act(() => signInTestUser({ ...testUser, photoURL: 'https://example.test/me.jpg' }));
    renderNavbar();
    const account = screen.getByRole('button', { name: /test user/i });
    const photo = account.querySelector('img');
    expect(photo).toHaveAttribute('src', 'https://example.test/me.jpg');
    fireEvent.error(photo as HTMLImageElement);
    expect(account.querySelector('img')).toBeNull();
    expect(account).toHaveTextContent('TU');
  });
});

describe('Navbar under 768 px', () => {
  it('folds the links into a hamburger menu that Escape closes', async () => {
    setViewport(375);
    const { user } = renderNavbar();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Listings' })).not.toBeInTheDocument();

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Listings' })).not.toBeInTheDocument();
  });

  it('closes the menu when a link is followed', async () => {
    setViewport(375);
    const { user, router } = renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Listings' }));
    expect(router.state.location.pathname).toBe('/listings');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a mail icon that opens the messages when signed in', () => {
    setViewport(375);
    act(() => signInTestUser());
    renderNavbar();
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    expect(screen.getByRole('button', { name: /test user, account menu/i })).toBeInTheDocument();
  });

  it('puts the unread count on the mail icon', async () => {
    setViewport(375);
    unreadConversations(4);
    act(() => signInTestUser());
    renderNavbar();
    const mail = await screen.findByRole('link', { name: 'Messages, 4 unread' });
    expect(mail).toHaveAttribute('href', '/messages');
    expect(mail).toHaveTextContent('4');
  });

  it('has a mail icon that asks visitors to sign in', async () => {
    setViewport(375);
    const { user } = renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Messages' }));
    expect(useSession.getState().signIn).toEqual({ open: true, title: 'Sign in to continue' });
  });
});
