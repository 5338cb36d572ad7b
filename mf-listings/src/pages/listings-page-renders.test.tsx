import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, useLocation } from 'react-router';
import { ApiProvider } from 'shared-api';
import { createTestQueryClient } from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import ListingsPage from './listings-page';

setupMockApi();
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/listings');
});

/**
 * The page, called as a function inside a component of the test's: its hooks are this component's,
 * so it renders exactly when the page would, and each render is recorded with the URL it saw.
 * (A `<Profiler>` does not report a render that changed nothing in the DOM, as the router's second
 * one did.)
 */
const renders: string[] = [];
function CountedPage() {
  renders.push(useLocation().search);
  return ListingsPage();
}

// At 5,000 listings on a phone one render of the page costs about 200 ms: a filter change must
// render it once, with the new URL, not once for the click and again for the router's commit. The
// router is the shell's own (BrowserRouter: it commits a new URL in a transition).
describe('a filter change on /listings', () => {
  it('renders the page once, with the new URL', { timeout: 30_000 }, async () => {
    render(
      <ApiProvider client={createTestQueryClient()} persist={false}>
        <BrowserRouter>
          <CountedPage />
        </BrowserRouter>
      </ApiProvider>,
    );
    await screen.findByRole('heading', { name: 'Available Listings (4)' }, { timeout: 15_000 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Term' }));
    // Let the map's first picture and the panel's opening settle before counting.
    await new Promise((r) => setTimeout(r, 300));
    renders.length = 0;

    // A click as the browser makes it: outside `act`, which would flush both updates as one.
    const fall = within(screen.getByRole('group', { name: 'Term' })).getByRole('button', {
      name: 'Fall',
    });
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    onTestFinished(() => {
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    });
    fall.click();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Available Listings (1)'),
    );
    await new Promise((r) => setTimeout(r, 300));

    expect(renders).toEqual(['?term=Fall']);
  });
});
