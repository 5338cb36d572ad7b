import { act, screen, within } from '@testing-library/react';
import { setupMockApi } from 'shared-api/mocks/node';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from 'remote-harness/testing';
import ListingsPage from './listings-page';

setupMockApi();

/**
 * jsdom has no layout: media queries answer as a window `width` wide would, and a resize tells
 * every query's listeners (useIsMobile follows them).
 */
function viewport(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    if (max?.[1] && current > Number(max[1])) return false;
    if (min?.[1] && current < Number(min[1])) return false;
    return Boolean(max || min);
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return matches(query);
        },
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: (_: string, l: () => void) => void listeners.add(l),
        removeEventListener: (_: string, l: () => void) => void listeners.delete(l),
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
  return (next: number) =>
    act(() => {
      current = next;
      listeners.forEach((l) => l());
    });
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
});

// The map's chunk is transformed on its first import (see listings-page.test.tsx): generous waits.
const COLD_START = { timeout: 15_000 };

const show = async (path = '/listings') => {
  const utils = renderWithShell([{ path: '/listings', element: <ListingsPage /> }], path);
  await screen.findByRole('heading', { name: /^Available Listings \(\d+\)$/ }, COLD_START);
  return utils;
};
const mapRegion = () => screen.queryByRole('region', { name: 'Map' });
const langdonBubble = { name: 'Langdon St studio by the lake, $1,150 per month' };

describe('ListingsPage on a phone: the list, or the map', { timeout: 30_000 }, () => {
  it('shows the list first; Map shows the map of the same results, and Back the list again', async () => {
    viewport(375);
    const { router, user } = await show('/listings?term=Fall');
    expect(screen.getByRole('article', { name: 'Langdon St studio by the lake' })).toBeVisible();
    expect(mapRegion()).not.toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });

    await user.click(screen.getByRole('button', { name: 'Map' }));
    expect(router.state.location.search).toBe('?term=Fall&view=map');
    const map = mapRegion()!;
    expect(await within(map).findByRole('button', langdonBubble, COLD_START)).toBeVisible();
    // One listing is Fall: one bubble, and the count is still in the title above the map.
    expect(within(map).getAllByRole('button', { name: / per month$/ })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Available Listings (1)');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    // The same button, now leading back (the focus stays on it).
    expect(screen.getByRole('button', { name: 'List' })).toHaveFocus();

    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?term=Fall');
    expect(await screen.findByRole('article')).toBeVisible();
    expect(mapRegion()).not.toBeInTheDocument();
    // Where the list was (after the shell's own scroll to the entry's position).
    await vi.waitFor(() => expect(window.scrollTo).toHaveBeenLastCalledWith(0, 640));
  });

  it('opens the map from a view=map link, and filters apply to it there', async () => {
    viewport(375);
    const { router, user } = await show('/listings?view=map');
    const map = mapRegion()!;
    expect(await within(map).findByRole('button', langdonBubble, COLD_START)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Available Listings (4)');

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' }, COLD_START);
    await user.click(within(sheet).getByRole('button', { name: 'Spring' }));
    await user.click(within(sheet).getByRole('button', { name: 'Show 1 listing' }));
    expect(router.state.location.search).toBe('?view=map&term=Spring');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Available Listings (1)');
    expect(within(map).queryByRole('button', langdonBubble)).not.toBeInTheDocument();
    expect(within(map).getAllByRole('button', { name: / per month$/ })).toHaveLength(1);
  });

  it('starts the list at the top when the filters changed on the map', async () => {
    viewport(375);
    const { router, user } = await show();
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Map' }));
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' }, COLD_START);
    await user.click(within(sheet).getByRole('button', { name: 'Spring' }));
    await user.click(within(sheet).getByRole('button', { name: 'Show 1 listing' }));
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(router.state.location.search).toBe('?term=Spring');
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    await new Promise((r) => requestAnimationFrame(r));
    expect(window.scrollTo).not.toHaveBeenCalledWith(0, 640);
  });

  it('tapping List pushes an entry too: Back from the list returns to the map', async () => {
    viewport(375);
    const { router, user } = await show('/listings?view=map');
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?view=map');
    expect(mapRegion()).toBeInTheDocument();
  });

  it('shows no switch from 768 px, and a view=map link there is the desktop page', async () => {
    viewport(1024);
    await show('/listings?view=map');
    expect(screen.queryByRole('button', { name: /^(Map|List)$/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    const aside = screen.getByRole('complementary', { name: 'Map' });
    expect(await within(aside).findByRole('button', langdonBubble, COLD_START)).toBeVisible();
  });

  it('follows a resize across 768 px: the map view becomes the desktop page and back', async () => {
    const resize = viewport(375);
    await show('/listings?view=map');
    expect(mapRegion()).toBeInTheDocument();
    resize(1024);
    expect(screen.queryByRole('button', { name: 'List' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('complementary', { name: 'Map' })).toBeInTheDocument();
    resize(375);
    expect(mapRegion()).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List' })).toBeInTheDocument();
  });
});
