import * as z from 'zod/mini';

/** One stored size of an image: a WebP `width` pixels wide (for `srcset="{url} {width}w"`). */
export const photoVariantSchema = z.object({
  url: z.string(),
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
   * A listing photo's name as its lister gave it (the file name; display only). Links end in a
   * server-made key segment, not the name; `deleteFileNames` accepts either. Absent for pictures.
   */
  name: z.optional(z.string()),
});
export type PhotoDto = z.output<typeof photoDtoSchema>;
