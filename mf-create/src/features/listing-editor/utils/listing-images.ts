import { fileNameFromImageUrl } from 'shared-api/listing-write';

/** A photo of the form: one already stored (edit) or one picked in this session. */
export type ListingImage =
  | {
      kind: 'existing';
      key: string;
      url: string;
      /** How an edit deletes it: its link's last segment. */
      fileName: string;
      /** Its own name, when the server answers one (`photos[i].name`), to show. */
      name?: string;
    }
  | { kind: 'new'; key: string; file: File; previewUrl: string };

let counter = 0;
const nextKey = (prefix: string) => `${prefix}-${(counter += 1)}`;

export function existingImage(url: string, name?: string): ListingImage {
  return {
    kind: 'existing',
    key: nextKey('existing'),
    url,
    fileName: fileNameFromImageUrl(url),
    ...(name ? { name } : {}),
  };
}

export function newImage(file: File): ListingImage {
  return { kind: 'new', key: nextKey('new'), file, previewUrl: URL.createObjectURL(file) };
}

export const imageSrc = (image: ListingImage) =>
  image.kind === 'existing' ? image.url : image.previewUrl;
export const imageName = (image: ListingImage) =>
  image.kind === 'existing' ? (image.name ?? image.fileName) : image.file.name;

/**
 * Only image files are taken ("only image files on drop"); by type, or by extension when a browser
 * reports none.
 */
export function isImageFile(file: File): boolean {
  if (file.type) return file.type.startsWith('image/');
  return /\.(jpe?g|png|gif|webp|avif|heic|heif|bmp)$/i.test(file.name);
}
