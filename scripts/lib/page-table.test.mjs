import { describe, expect, it } from 'vitest';
import { apiPathFor } from './page-render.mjs';
import { pageFor } from './static-server.mjs';

// The site server's reading of the page table (shell/src/app/page-table.mjs): which prerendered
// frame a URL gets, and which API answer it paints with and preloads.

describe('pageFor (the frame a URL gets)', () => {
  it.each([
    ['/', 'prerendered/home.html'],
    ['/index.html', 'prerendered/home.html'],
    ['/listings', 'prerendered/listings.html'],
    ['/listings/', 'prerendered/listings.html'],
    ['/listings/42', 'prerendered/listing.html'],
    ['/listings/42/', 'prerendered/listing.html'],
    ['/listings/..%2Fuser', 'prerendered/listing.html'],
  ])('%s → %s', (url, page) => expect(pageFor(url)).toBe(page));

  it.each([
    '/listings/new',
    '/listings/new/',
    '/listings/42/edit',
    '/listings//',
    '//',
    '/profile',
    '/messages/7',
    '/privacy',
    '/nope',
  ])('%s → index.html (the generic frame)', (url) => expect(pageFor(url)).toBe('index.html'));
});

describe('apiPathFor (the answer the frame is painted with and preloads)', () => {
  const at = (url) => apiPathFor(pageFor(url), new URL(url, 'http://x'));

  it.each([
    ['/listings', '/listings'],
    ['/listings/', '/listings'],
    ['/listings/42', '/listings/42/details'],
    ['/listings/abc_D-9/', '/listings/abc_D-9/details'],
  ])('%s → GET /api%s', (url, apiPath) => expect(at(url)).toBe(apiPath));

  it.each(['/', '/listings/new', '/listings/..%2Fuser', `/listings/${'x'.repeat(65)}`, '/profile'])(
    '%s → nothing (no answer of its own, or an id that is not URL-safe)',
    (url) => expect(at(url)).toBeNull(),
  );

  it('asks nothing when the frame sent is not the page’s (its file was missing: index.html)', () => {
    expect(apiPathFor('index.html', new URL('/listings/42', 'http://x'))).toBeNull();
  });
});
