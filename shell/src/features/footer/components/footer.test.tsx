import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setViewport } from '../../../testing/viewport';
import { Footer } from './footer';

function renderFooter(path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <Footer /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

afterEach(() => vi.restoreAllMocks());

describe('Footer', () => {
  it('links the legal pages and the contact form, with a copyright line', () => {
    renderFooter('/listings');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(footer).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Madison Subleases`);
  });

  it("is only an 'i' button on the home page at 768 px or less, opening 'Legal & Info'", async () => {
    setViewport(768);
    const { user, router } = renderFooter('/');
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Legal & Info' }));
    const sheet = await screen.findByRole('dialog', { name: 'Legal & Info' });
    expect(within(sheet).getByRole('link', { name: 'Terms of Service' })).toBeInTheDocument();
    expect(sheet).toHaveTextContent('Madison Subleases. All rights reserved.');

    await user.click(within(sheet).getByRole('link', { name: 'Privacy Policy' }));
    expect(router.state.location.pathname).toBe('/privacy');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the sheet with Escape', async () => {
    setViewport(375);
    const { user } = renderFooter('/');
    await user.click(screen.getByRole('button', { name: 'Legal & Info' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Legal & Info' })).toHaveFocus();
  });

  it('is not shown on other pages of a narrow screen', () => {
    setViewport(375);
    renderFooter('/listings');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Legal & Info' })).not.toBeInTheDocument();
  });

  it('is the full footer just above 768 px', () => {
    setViewport(769);
    renderFooter('/');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
  });
});
