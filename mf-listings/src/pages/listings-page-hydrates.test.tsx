// The listings page as the site server paints it (src/server/render.tsx: its seed and page, no
// screen and no session known), then hydrated as a browser does, on a phone and on a desktop:
// hydration must find exactly the markup it renders, then keep only the screen's own layout.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { makeListingDto } from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import { screenIs } from 'remote-harness/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pages, seed } from '../server/render';

setupMockApi();

// Enough varied listings that the list is windowed past its first screen.
const TERMS = ['Fall', 'Spring', 'Summer', 'Full Year'] as const;
const BODY = Array.from({ length: 30 }, (_, i) =>
  makeListingDto({
    listingID: 500 + i,
    title: `Room ${i + 1} on Langdon`,
    rent: 600 + i * 37,
    term: TERMS[i % TERMS.length],
    roommates: i % 4,
    lat: 43.07 + (i % 6) * 0.002,
    lon: -89.4 - (i % 5) * 0.003,
  }),
);

function app(client: QueryClient) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/listings']}>
        <Routes>
          <Route path="/listings" element={<pages.ListingsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** A fresh client holding the server's answer, as the site server's and the browser's both do. */
function seeded() {
  const client = new QueryClient();
  seed(client, 'ListingsPage', BODY, {});
  return client;
}

// hydrateRoot inside act(), as testing-library's render does for createRoot.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** `beforeApp`: what the visitor does on the painted page before the app's scripts run. */
async function hydrated(phone: boolean, beforeApp?: (container: HTMLElement) => void) {
  const html = renderToString(app(seeded()));
  screenIs(phone);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  beforeApp?.(container);
  const painted = { filters: filtersButton(container), term: termDropdown(container) };
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((e) => errors.push(e));
  await act(async () => {
    root = hydrateRoot(container, app(seeded()), {
      onRecoverableError: (e) => errors.push(e),
    });
  });
  consoleError.mockRestore();
  return { container, errors, painted };
}

const filtersButton = (c: HTMLElement) =>
  [...c.querySelectorAll('button')].find((b) => b.textContent === 'Filters');
const termDropdown = (c: HTMLElement) =>
  [...c.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Term'));

describe('/listings painted by the server, then hydrated', () => {
  it("paints both screens' filter bars and a first view that CSS lays out at any width", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(seeded()));
    // The phone's bar and the desktop's: the page's CSS shows one (ByScreen).
    expect(filtersButton(container)).toBeDefined();
    expect(termDropdown(container)).toBeDefined();
    // The cards in one grid whose columns the list's width sets: no measured column count.
    const firstView = container.querySelector('[data-first-view]');
    expect(firstView?.querySelectorAll(':scope > article')).toHaveLength(6);
    expect(firstView?.querySelector('[style*="grid-template-columns"]')).toBeNull();
  });

  it('hydrates on a phone without a mismatch, then keeps the phone layout', async () => {
    const { container, errors, painted } = await hydrated(true);
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')).toHaveTextContent('Available Listings (30)');
    // The painted button itself, kept (not drawn again), and the desktop's bar gone.
    expect(painted.filters).toBeDefined();
    expect(filtersButton(container)).toBe(painted.filters);
    expect(termDropdown(container)).toBeUndefined();
    // The phone's list / map pill; no map column beside the list.
    expect(container.querySelector('[data-view-switch="map"]')).not.toBeNull();
    expect(container.querySelector('aside[aria-label="Map"]')).toBeNull();

    // Then as today: the sheet's Term filter, and the list windowed from the first scroll.
    await userEvent.setup().click(painted.filters!);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('heading', { name: 'Term' })).toBeInTheDocument();
  });

  it("paints the phone's Filters sheet with its Term filter, opened by the button without script", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(seeded()));
    const button = filtersButton(container)!;
    expect(button).toHaveAttribute('command', 'show-modal');
    const sheet = container.querySelector(`dialog[id="${button.getAttribute('commandfor')}"]`);
    expect(sheet).not.toBeNull();
    expect(sheet).not.toHaveAttribute('open');
    expect(
      within(sheet as HTMLElement).getByRole('heading', { name: 'Term', hidden: true }),
    ).toBeTruthy();
  });

  it('keeps a sheet opened before the app ran open through hydration, and its choices then work', async () => {
    const { container, errors } = await hydrated(true, (painted) => {
      // What the browser does for the painted button's command.
      const button = filtersButton(painted)!;
      const sheet = document.getElementById(button.getAttribute('commandfor')!);
      (sheet as HTMLDialogElement).showModal();
    });
    expect(errors).toEqual([]);
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(filtersButton(container)).toHaveAttribute('aria-expanded', 'true');
    // Fall and Full Year listings (the semester rule): 8 + 7 of the 30.
    await userEvent.setup().click(within(sheet).getByRole('button', { name: 'Fall' }));
    expect(container.querySelector('h1')).toHaveTextContent('Available Listings (15)');
    expect(within(sheet).getByRole('button', { name: 'Fall' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  });

  it('windows the hydrated list from the first scroll', async () => {
    const { container } = await hydrated(false);
    expect(container.querySelector('[data-index]')).toBeNull();
    fireEvent.scroll(window);
    await waitFor(() => expect(container.querySelector('[data-index]')).not.toBeNull());
    expect(container.querySelector('[data-first-view]')).toBeNull();
  });

  it('hydrates on a desktop without a mismatch, then keeps the desktop layout', async () => {
    const { container, errors, painted } = await hydrated(false);
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')).toHaveTextContent('Available Listings (30)');
    expect(painted.term).toBeDefined();
    expect(termDropdown(container)).toBe(painted.term);
    expect(filtersButton(container)).toBeUndefined();
    expect(container.querySelector('[data-view-switch]')).toBeNull();
    expect(container.querySelector('aside[aria-label="Map"]')).not.toBeNull();
  });
});
