import {
  apiMultipart,
  dedupeFileNames,
  type ListingCreate,
  type ListingUpdate,
  uploadUrlsSchema,
} from 'shared-api';

/** A JSON part of a multipart body: a Blob typed application/json, so the server reads it as JSON. */
const jsonPart = (value: unknown) =>
  new Blob([JSON.stringify(value)], { type: 'application/json' });

/**
 * `POST /listing`: the `listing` JSON part and one `images` part per photo holding its file
 * name. Answers one upload URL per image, in the same order.
 */
export function createListing(
  listing: ListingCreate,
  fileNames: readonly string[],
): Promise<string[]> {
  const form = new FormData();
  form.append('listing', jsonPart(listing));
  for (const name of fileNames) form.append('images', name);
  return apiMultipart('POST', '/listing', form, uploadUrlsSchema);
}

/**
 * `PUT /listing`: `listing` with its `listingID`, plus the names of photos to add and of
 * existing photos to delete (both optional). Answers one upload URL per added name, in order.
 */
export function updateListing(
  listing: ListingUpdate,
  addFileNames: readonly string[],
  deleteFileNames: readonly string[],
): Promise<string[]> {
  const form = new FormData();
  form.append('listing', jsonPart(listing));
  if (addFileNames.length) form.append('addFileNames', jsonPart(addFileNames));
  if (deleteFileNames.length) form.append('deleteFileNames', jsonPart(deleteFileNames));
  return apiMultipart('PUT', '/listing', form, uploadUrlsSchema);
}

/**
 * The name the server stored an image under: the last path segment of its link, without the query,
 * decoded: what `deleteFileNames` carries.
 */
export function fileNameFromImageUrl(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const segment = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// Path separators and control characters: a storage key or a header must never get them from a name.
const sanitize = (name: string) =>
  Array.from(name, (ch) => (ch === '/' || ch === '\\' || ch.charCodeAt(0) < 32 ? '_' : ch)).join(
    '',
  );

/**
 * Names for new photos: path separators and control characters replaced (a file name is only a
 * name), then the shared de-duplication rule (`dedupeFileNames`, the server's too) against `taken`.
 */
export function uniqueFileNames(names: readonly string[], taken: Iterable<string> = []): string[] {
  const cleaned = names.map((raw) => {
    const clean = sanitize(raw).trim().slice(-120) || 'photo';
    return clean === '.' || clean === '..' ? 'photo' : clean;
  });
  return dedupeFileNames(cleaned, taken);
}
