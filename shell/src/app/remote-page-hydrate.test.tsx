import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetProvidedPages, providePage, RemotePage } from './remote-page';

// A remote page in the HTML the site server rendered (page-render.mjs renderApp) is hydrated, not
// drawn again: with its code provided on both sides, or, without it, as the loading state both drew.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Page = () => <h1>Available Listings (3)</h1>;
const app = (load: () => Promise<{ default: () => React.JSX.Element }>) => {
  const router = createMemoryRouter(
    [
      {
        path: '/listings',
        element: <RemotePage id="mf_test/Page" load={load} loading={<p>Loading…</p>} />,
      },
    ],
    { initialEntries: ['/listings'] },
  );
  return <RouterProvider router={router} />;
};

/** The server's HTML of `element`, then the browser's hydration of it: what React reported. */
async function serverThenHydrate(serverSide: () => string, element: React.ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = serverSide();
  document.body.append(container);
  const painted = container.querySelector('h1, p');
  const errors: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((e) => errors.push(e));
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (e) => errors.push(e) });
  });
  return { container, painted, errors };
}

afterEach(() => {
  forgetProvidedPages();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('RemotePage in a painted page', () => {
  it('hydrates the page the server rendered with its code, without loading it again', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    providePage('mf_test/Page', Page);
    const html = renderToString(app(load));
    expect(html).toContain('Available Listings (3)');
    const { container, painted, errors } = await serverThenHydrate(() => html, app(load));
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')).toBe(painted);
    expect(load).not.toHaveBeenCalled();
  });

  it("hydrates the loading state the server drew without the page's code, then loads the page", async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const { container, errors } = await serverThenHydrate(
      () => renderToString(app(load)),
      app(load),
    );
    expect(errors).toEqual([]);
    await vi.waitFor(() =>
      expect(container.querySelector('h1')?.textContent).toBe('Available Listings (3)'),
    );
    expect(load).toHaveBeenCalledTimes(1);
  });
});
