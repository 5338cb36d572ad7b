/**
 * An image as the design system takes it: one link (`src`), optionally every stored size as a
 * ready `srcSet` ('{url} 400w, {url} 800w'), and the intrinsic size. shared-api's `Photo` has this
 * shape; a plain URL string is accepted wherever an image is.
 */
export interface ImageSource {
  src: string;
  srcSet?: string;
  width?: number | null;
  height?: number | null;
}

export type ImageInput = string | ImageSource;

export const toImageSource = (input: ImageInput): ImageSource =>
  typeof input === 'string' ? { src: input } : input;

export interface ImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

/**
 * The `<img>` attributes for an image shown `sizes` wide: `srcSet` + `sizes` when there are sizes
 * (the browser then fetches the narrowest size that is sharp at its pixel density), and the
 * intrinsic `width`/`height`, so the aspect ratio is known before a byte arrives (no jump). CSS
 * still decides the displayed size.
 */
export function imageAttributes(input: ImageInput, sizes: string): ImageAttributes {
  const { src, srcSet, width, height } = toImageSource(input);
  return {
    src,
    ...(srcSet ? { srcSet, sizes } : {}),
    ...(width && height ? { width, height } : {}),
  };
}

/**
 * A listing page's photo column: the page's width on a phone, about 60% of it beside the side
 * panel. Shared so that the carousel and the page's server-rendered first paint ask for the same file.
 */
export const DETAIL_IMAGE_SIZES = '(max-width: 767px) 100vw, 60vw';
