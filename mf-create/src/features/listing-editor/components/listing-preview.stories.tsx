import type { ReactNode } from 'react';
import { LISTING_FORM_DEFAULTS } from 'shared-api/validation';
import { filledValues, storyImages } from '../stories/story-fixtures';
import { ListingPreview } from './listing-preview';

const frame = (node: ReactNode) => <div style={{ maxWidth: 480 }}>{node}</div>;

export default {
  title: 'Create/Preview',
  component: ListingPreview,
};

export const Empty = {
  render: () => frame(<ListingPreview values={LISTING_FORM_DEFAULTS} images={[]} />),
};
export const Filled = {
  render: () => frame(<ListingPreview values={filledValues} images={storyImages} />),
};
/** Profanity is masked in the preview exactly as in what is submitted. */
export const Masked = {
  render: () =>
    frame(
      <ListingPreview
        values={{
          ...filledValues,
          title: 'No bullshit, great room',
          description: 'Damn good view of the lake, honestly.',
        }}
        images={storyImages.slice(0, 1)}
      />,
    ),
};
export const FilledDark = { ...Filled, globals: { theme: 'dark' } };
