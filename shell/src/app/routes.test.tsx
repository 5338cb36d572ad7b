import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGES, pageAt } from './page-table.mjs';
import { routes } from './routes';

/** The URL patterns of the router's table, as the page table writes them (the 404 aside). */
function pathsOf(list: RouteObject[], base = ''): string[] {
  return list.flatMap((route) => {
    if (route.index) return [base || '/'];
    const here = route.path === undefined ? base : `${base}/${route.path}`;
    return [...(route.path === undefined ? [] : [here]), ...pathsOf(route.children ?? [], here)];
  });
}

describe('the routes and the page table', () => {
  it('have the same pages: every page of the table has a route and every route is a page of it', () => {
    const routed = pathsOf(routes).filter((path) => path !== '/*');
    expect([...routed].sort()).toEqual(PAGES.map((page) => page.path).sort());
    expect(pathsOf(routes)).toContain('/*');
  });
});

describe('pageAt (which page of the table a URL is)', () => {
  it.each([
    ['/', '/', {}],
    ['/listings', '/listings', {}],
    ['/listings/', '/listings', {}],
    ['/listings/new', '/listings/new', {}],
    ['/listings/abc-42', '/listings/:id', { id: 'abc-42' }],
    ['/listings/a%20b/', '/listings/:id', { id: 'a%20b' }],
    ['/listings/42/edit', '/listings/:id/edit', { id: '42' }],
    ['/messages/7', '/messages/:conversationId', { conversationId: '7' }],
    ['/contact', '/contact', {}],
  ])('%s is %s', (url, path, params) => {
    expect(pageAt(url)).toEqual({ page: expect.objectContaining({ path }), params });
  });

  it.each(['//', '/listings//', '/listings/1/2/3', '/Listings', '/nope', '/listings/1/edit/x'])(
    '%s is no page (the 404, or for the site server the generic frame)',
    (url) => expect(pageAt(url)).toBeNull(),
  );
});
