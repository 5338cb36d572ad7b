// @vitest-environment node
// The listing page as the site server paints it: rendered in Node with the published module's
// seed and page, as the site server's render of the shell does (in its tree: here a bare one).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { makeListingDto } from 'shared-api/mocks';
import { describe, expect, it } from 'vitest';
import { FORMAT, pages, seed } from './render';

function renderListingPage(body: unknown): string {
  const client = new QueryClient();
  const id = String((body as { listingID?: unknown }).listingID ?? '1');
  seed(client, 'ListingDetailPage', body, { id });
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/listings/${id}`]}>
        <Routes>
          <Route path="/listings/:id" element={<pages.ListingDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const HOSTILE = `"><script>alert(1)</script><img src=x onerror=alert(2)>`;

describe('the server render', () => {
  it('names its format: the site server calls only the one it speaks', () => {
    expect(FORMAT).toBe('mf-listings-render/2');
  });

  it('paints what a visitor sees first: title, price, term, address, details, description', () => {
    const html = renderListingPage(
      makeListingDto({
        listingID: 41,
        title: 'Room on Langdon',
        rent: 875,
        term: 'Spring',
        startDate: '2027-01-10',
        endDate: '2027-05-20',
        bedrooms: 3,
        squareFeet: 0,
        description: 'Quiet building.\nHeat included.',
      }),
    );
    expect(html).toMatch(/<h1[^>]*>Room on Langdon<\/h1>/);
    expect(html).toMatch(/\$875(<!-- -->)?\/month/);
    expect(html).toContain('Spring');
    expect(html).toContain('Available <strong>1/10/27</strong>');
    expect(html).toContain('437 N Frances St, Madison, WI 53703');
    expect(html).toMatch(/<dt>Bedrooms<\/dt><dd>3<\/dd>/);
    expect(html).toMatch(/<dt>Square Feet<\/dt><dd>Not specified<\/dd>/);
    expect(html).toContain('1/10/27 to 5/20/27');
    expect(html).toContain('Quiet building.\nHeat included.');
    // The first photo, as the carousel draws it (the page's largest paint when it is a real one).
    expect(html).toMatch(/<img[^>]*fetchPriority="high"/);
    // The map keeps its frame; Leaflet is the browser's business.
    expect(html).toContain('aria-label="Map: 437 N Frances St, Madison, WI 53703"');
  });

  it('escapes a hostile title and description', () => {
    const html = renderListingPage(
      makeListingDto({ title: HOSTILE, description: `${HOSTILE}</p></main>` }),
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('</main>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('paints the lister as the page shows them, never the unit number or saved state', () => {
    const html = renderListingPage(
      makeListingDto({
        name: 'Bucky Badger',
        email: 'bucky@wisc.edu',
        firebaseUid: 'lister-uid',
        aptnumber: '4B',
        isSaved: true,
      }),
    );
    // 'About the Lister' is in the details read: painted whole, so it lands where the app draws it.
    expect(html).toContain('Bucky Badger');
    expect(html).toContain('href="mailto:bucky@wisc.edu"');
    for (const secret of ['lister-uid', '4B', 'Unit']) expect(html).not.toContain(secret);
    // The save toggle holds its place, drawn but hidden until the visitor is known.
    expect(html).not.toContain('aria-pressed="true"');
    expect(html).toMatch(/<button [^>]*aria-hidden="true"[^>]*>/);
  });

  it('refuses an answer that does not fit the client schema', () => {
    expect(() => renderListingPage({ listingID: 1, title: 5 })).toThrow();
  });
});
