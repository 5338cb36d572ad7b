import { useState } from 'react';
import type { Listing } from 'shared-api';
import { StoryProviders, storyListings } from '../../../stories/story-support';
import { cycleIndex } from '../utils/group-listings';
import { PreviewCard } from './preview-card';

function Stateful({ listings, saving = false }: { listings: Listing[]; saving?: boolean }) {
  const [index, setIndex] = useState(0);
  return (
    <StoryProviders>
      <div style={{ width: 320 }}>
        <PreviewCard
          listings={listings}
          index={index}
          onStep={(d) => setIndex((i) => cycleIndex(i, d, listings.length))}
          onClose={() => setIndex(0)}
          onToggleSave={() => {}}
          saving={saving}
        />
      </div>
    </StoryProviders>
  );
}

export default { title: 'Listings/Map preview card', component: PreviewCard };

export const Single = { render: () => <Stateful listings={storyListings.slice(0, 1)} /> };
export const Group = { render: () => <Stateful listings={storyListings} /> };
export const NoImage = {
  render: () => <Stateful listings={[{ ...storyListings[1]!, images: [] }]} />,
};
export const Saving = {
  render: () => <Stateful listings={[{ ...storyListings[0]!, isSaved: true }]} saving />,
};
export const Dark = {
  render: () => <Stateful listings={storyListings} />,
  globals: { theme: 'dark' },
};
