import { storyListings } from '../../../stories/story-support';
import { ImageCarousel } from './image-carousel';

const images = storyListings[0]!.photos;

export default {
  title: 'Listings/Detail/Image carousel',
  component: ImageCarousel,
  args: { images, title: 'Langdon St studio by the lake' },
  decorators: [(Story: () => React.ReactNode) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
};

export const Photos = {};
export const OnePhoto = { args: { images: images.slice(0, 1) } };
export const Empty = { args: { images: [] } };
export const Dark = { globals: { theme: 'dark' } };
