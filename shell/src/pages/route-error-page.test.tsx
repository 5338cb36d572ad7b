import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Outlet, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-page';

function Broken(): never {
  throw new Error('render failed');
}

/** As routes.tsx: one boundary around the pages' outlet, a link outside it (the navbar). */
function Pages() {
  return useRoutes([
    {
      element: (
        <>
          <Link to="/fine">Somewhere else</Link>
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        </>
      ),
      children: [
        { path: '/broken', element: <Broken /> },
        { path: '/fine', element: <h1>A fine page</h1> },
      ],
    },
  ]);
}

describe('RouteErrorBoundary (a shell page that throws)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the error page inside the layout, and the next address renders again', () => {
    // React and the boundary report the error to the console; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Pages />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    // The rest of the layout (here, a link) still works.
    fireEvent.click(screen.getByRole('link', { name: 'Somewhere else' }));
    expect(screen.getByRole('heading', { name: 'A fine page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
