import { useState } from 'react';
import { LISTING_MESSAGES } from 'shared-api';
import { storyImages } from '../stories/story-fixtures';
import { newImage, type ListingImage } from '../utils/listing-images';
import { ImagePicker, type ImagePickerProps } from './image-picker';

/** The picker with working add and remove, as on the page. */
function Interactive(props: Partial<ImagePickerProps> & { initial?: ListingImage[] }) {
  const [images, setImages] = useState<ListingImage[]>(props.initial ?? []);
  return (
    <div style={{ maxWidth: 640 }}>
      <ImagePicker
        images={images}
        onAdd={(files) => {
          const accepted = files.filter((f) => f.type.startsWith('image/'));
          setImages((prev) => [...prev, ...accepted.map(newImage)]);
          return files.length - accepted.length;
        }}
        onRemove={(key) => setImages((prev) => prev.filter((i) => i.key !== key))}
        {...props}
      />
    </div>
  );
}

export default {
  title: 'Create/Image picker',
  component: ImagePicker,
};

export const Empty = { render: () => <Interactive /> };
export const WithPhotos = { render: () => <Interactive initial={storyImages} /> };
export const Required = {
  render: () => <Interactive error={LISTING_MESSAGES.images} />,
};
export const Uploading = {
  render: () => (
    <Interactive
      initial={storyImages}
      locked
      uploads={{
        s1: { status: 'done', progress: 1 },
        s2: { status: 'uploading', progress: 0.45 },
        s3: { status: 'uploading', progress: 0.1 },
      }}
    />
  ),
};
export const UploadFailed = {
  render: () => (
    <Interactive
      initial={storyImages}
      locked
      onRetry={() => undefined}
      uploads={{
        s1: { status: 'done', progress: 1 },
        s2: { status: 'failed', progress: 0 },
        s3: { status: 'done', progress: 1 },
      }}
    />
  ),
};
export const UploadingDark = { ...Uploading, globals: { theme: 'dark' } };
