import { sizedUrl, type PhotoDto } from './photo.schema';

/**
 * An image as a screen shows it: `src` (the default size) plus, when the server sent sizes, a
 * ready `srcSet` ('{url} 400w, {url} 800w') and the intrinsic `width`/`height` for reserving space.
 * shared-ui's `ImageSource` has the same shape, so a Photo goes straight into its components.
 */
export interface Photo {
  src: string;
  srcSet?: string;
  width: number | null;
  height: number | null;
}

export function toPhoto(dto: PhotoDto): Photo {
  const srcSet = dto.variants
    .flatMap((v) => {
      const url = v.url ?? sizedUrl(dto, v.width);
      return url ? [`${url} ${v.width}w`] : [];
    })
    .join(', ');
  return {
    src: dto.url,
    ...(srcSet ? { srcSet } : {}),
    width: dto.width,
    height: dto.height,
  };
}

/** Just a link (a server without sizes, an external picture): no srcset, no known size. */
export const plainPhoto = (src: string): Photo => ({ src, width: null, height: null });

/**
 * The listing's photos, from `photos` when the server sent them for every link (the contract keeps
 * them in step) or sent no links (a lean card answer carries only `photos`), else from the links.
 */
export function toPhotos(
  photos: readonly PhotoDto[] | undefined,
  urls: readonly string[],
): Photo[] {
  if (photos && (photos.length === urls.length || urls.length === 0)) return photos.map(toPhoto);
  return urls.map(plainPhoto);
}

/** A profile picture: our sizes when known, else the plain link, else nothing. */
export function toPicture(
  picture: PhotoDto | null | undefined,
  url: string | null | undefined,
): Photo | null {
  if (picture) return toPhoto(picture);
  return url ? plainPhoto(url) : null;
}
