import * as z from 'zod/mini';

/** One stored size of an image: a WebP `width` pixels wide (for `srcset="{url} {width}w"`). */
export const photoVariantSchema = z.object({
  /** Absent in a card answer's compact form (`urlWidth`): derived from the photo's `url`. */
  url: z.optional(z.string()),
  width: z.int().check(z.positive()),
});

/**
 * An uploaded image as the API describes it (listing photos, profile pictures). `url` is the
 * default size, the same link as the legacy URL field (`preSignedGetUrls[i]`, `profilePictureUrl`);
 * `width`/`height` are of the largest size (the photo's shape, for reserving space); `variants` are
 * every stored size, narrowest first. `width`/`height` are null and `variants` empty until the
 * upload has been received and processed.
 */
export const photoDtoSchema = z.object({
  url: z.string(),
  width: z._default(z.nullable(z.int().check(z.positive())), null),
  height: z._default(z.nullable(z.int().check(z.positive())), null),
  variants: z._default(z.array(photoVariantSchema), []),
  /**
   * A card answer's compact form (the list is mostly links): `url` is the size this wide, and a
   * variant without `url` is at `url` with its `/w{urlWidth}/` folder replaced by `/w{width}/`.
   * The server sends it only when that gives exactly the size's own link.
   */
  urlWidth: z.optional(z.int().check(z.positive())),
  /**
   * A listing photo's name as its lister gave it (the file name; display only). Links end in a
   * server-made key segment, not the name; `deleteFileNames` accepts either. Absent for pictures.
   */
  name: z.optional(z.string()),
});
export type PhotoDto = z.output<typeof photoDtoSchema>;

/** A size's link in the compact form (`urlWidth`), or undefined without it. */
export const sizedUrl = (dto: PhotoDto, width: number): string | undefined =>
  dto.urlWidth === undefined ? undefined : dto.url.replace(`/w${dto.urlWidth}/`, `/w${width}/`);
