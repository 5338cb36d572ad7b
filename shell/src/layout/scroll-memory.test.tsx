import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollMemory } from './scroll-memory';

// jsdom does not scroll: the window's position is what the page last scrolled to, and each scroll
// is announced as the browser does, in a later task (after React's effects of that update).
function scrollWindow(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  setTimeout(() => window.dispatchEvent(new Event('scroll')), 0);
}

function Page() {
  useScrollMemory();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate('/home')}>Home</button>
      <button onClick={() => navigate(-1)}>Back</button>
    </>
  );
}

function renderAt(entries: string[]) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Page />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  scrollWindow(0);
  vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) =>
    scrollWindow(y)) as typeof window.scrollTo);
});
afterEach(() => vi.restoreAllMocks());

describe('useScrollMemory', () => {
  it('leaves the page the document was loaded at where the reader scrolled it before the app ran', async () => {
    scrollWindow(500);
    renderAt(['/listings/7']);
    expect(window.scrollY).toBe(500);

    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(window.scrollY).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(window.scrollY).toBe(500);
  });

  it('returns to a position scrolled to in the app', async () => {
    renderAt(['/listings/7']);
    act(() => scrollWindow(320));
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(window.scrollY).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(window.scrollY).toBe(320);
  });

  it('starts an entry it knows nothing of, other than the one loaded, at the top', async () => {
    // (The first entry's key is 'default' in every test: it is not the one gone back to.)
    renderAt(['/', '/earlier', '/listings/7']);
    act(() => scrollWindow(400));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(window.scrollY).toBe(0);
  });
});
