import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toListing } from 'shared-api';
import { createTestQueryClient, makeListingDto, queryWrapper } from 'shared-api/mocks';
import type { CardLinkProps } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { ListingResults } from './listing-results';

const listingsOf = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    toListing(makeListingDto({ listingID: i + 1, title: `Room ${i + 1}` })),
  );

const Link = ({ href, children, ...rest }: CardLinkProps) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

function renderResults(count: number) {
  return render(
    <ListingResults
      listings={listingsOf(count)}
      linkComponent={Link}
      onOpen={() => {}}
      onToggleSave={() => {}}
      isSaving={() => false}
    />,
    // A card's carousel reads the listing's other photos through the query cache.
    { wrapper: queryWrapper(createTestQueryClient()) },
  );
}

// jsdom: a 768 px high window and a list 0 px wide (one column): the first view draws
// ceil(768 / 250) + 2 = 6 rows. The windowed list marks its rows `data-index`, the first view `data-row`.
describe('ListingResults', () => {
  it('draws the first screen plainly and reserves the rest of the list, without the windowing code', () => {
    const { container } = renderResults(50);
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByText('Room 6')).toBeInTheDocument();
    expect(container.querySelector('[data-index]')).toBeNull();
    const list = container.firstElementChild as HTMLElement;
    // 44 rows not drawn yet, at the estimated row height.
    expect((list.lastElementChild as HTMLElement).style.height).toBe(`${44 * 340}px`);
  });

  it("loads the photos of a phone's first screen at once and first, the rest lazily", () => {
    renderResults(6);
    const loading = screen
      .getAllByRole('img')
      .map((img) => `${img.getAttribute('loading')}/${img.getAttribute('fetchpriority')}`);
    expect(loading).toEqual([
      'eager/high',
      'eager/high',
      'lazy/auto',
      'lazy/auto',
      'lazy/auto',
      'lazy/auto',
    ]);
  });

  it('hands over to the windowed list on the first scroll', async () => {
    const { container } = renderResults(50);
    fireEvent.scroll(window);
    await waitFor(() => expect(container.querySelector('[data-index]')).not.toBeNull());
    expect(container.querySelector('[data-row]')).toBeNull();
    // Windowed: some rows, never all 50 (which rows, jsdom's missing layout cannot say: e2e does).
    const cards = screen.getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(50);
  });

  it('a list that fits the first view is drawn whole and never windowed', () => {
    const { container } = renderResults(4);
    fireEvent.scroll(window);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(container.querySelector('[data-index]')).toBeNull();
  });
});
