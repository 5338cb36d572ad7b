import { makeListingDto, seedListings } from 'shared-api/mocks';
import { StoryProviders } from '../stories/story-support';
import ListingsPage from './listings-page';

/** Many listings around campus, a few sharing a building, to see grouping and the windowed list. */
function manyListings(n: number) {
  const terms = ['Spring', 'Summer', 'Fall', 'Academic Year'] as const;
  return Array.from({ length: n }, (_, i) =>
    makeListingDto({
      listingID: 5000 - i,
      title: `Sublet #${i + 1} near campus`,
      rent: 500 + ((i * 37) % 2400),
      term: terms[i % 4],
      roommates: i % 5,
      lat: 43.0755 + (((i * 13) % 40) - 20) / 2000,
      lon: -89.41 + (((i * 29) % 60) - 30) / 2000,
    }),
  );
}

export default {
  title: 'Listings/Pages/Listings page',
  component: ListingsPage,
  parameters: { layout: 'fullscreen' },
};

export const Seeded = {
  render: () => (
    <StoryProviders listings={seedListings()}>
      <ListingsPage />
    </StoryProviders>
  ),
};
export const Hundreds = {
  render: () => (
    <StoryProviders listings={manyListings(400)}>
      <ListingsPage />
    </StoryProviders>
  ),
};
export const Empty = {
  render: () => (
    <StoryProviders listings={[]}>
      <ListingsPage />
    </StoryProviders>
  ),
};
export const Dark = { ...Seeded, globals: { theme: 'dark' } };
