import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ApiError,
  LISTING_MESSAGES,
  ownListingsQuery,
  useSession,
  type Id,
  type ListingNoticeState,
} from 'shared-api';
import {
  CREATE_LISTING_ERROR,
  UPDATE_LISTING_ERROR,
  geocodeAddress,
  refreshCachedListings,
  uniqueFileNames,
  useCreateListing,
  useUpdateListing,
} from 'shared-api/listing-write';
import { composeAddress, toListingPayload, type ListingFormValues } from 'shared-api/validation';
import { prepareImage, type PreparedImage } from '../utils/resize-image';
import type { ListingImage } from '../utils/listing-images';
import { useImageUploads, type UploadJob } from './use-image-uploads';

export type SubmitPhase =
  'idle' | 'geocoding' | 'preparing' | 'saving' | 'uploading' | 'uploadFailed' | 'done';

/** What the edit page knows of the stored listing. */
export interface EditTarget {
  listingID: Id;
  /** The address as loaded, to tell whether it must be geocoded again. */
  address: string;
  lat: number | null;
  lon: number | null;
}

export interface SubmitInput {
  values: ListingFormValues;
  images: readonly ListingImage[];
  /** Existing photos the person removed (edit). */
  removed: readonly Extract<ListingImage, { kind: 'existing' }>[];
}

export interface SubmitCallbacks {
  /** The address could not be geocoded: shown on the street field. */
  onAddressError: (message: string) => void;
  /** A failure to show as a toast; `detail` is the server's reason when it gave one. */
  onError: (message: string, detail?: string) => void;
  onSignedOut: () => void;
  /** PUT answered 403. */
  onForbidden?: () => void;
}

/**
 * POST /listing answers upload URLs, not the new id: the caller's own listings come newest first
 * (server), so the first is the one just made. Null if that cannot be read (no link then).
 */
async function newestOwnListingId(client: QueryClient): Promise<string | null> {
  try {
    const { user } = useSession.getState();
    const mine = await client.fetchQuery({ ...ownListingsQuery(user?.uid), staleTime: 0 });
    const newest = mine[0];
    return newest ? String(newest.listingID) : null;
  } catch {
    return null;
  }
}

/**
 * The create and edit flows after validation: geocode the address → POST/PUT the listing with the
 * photo names → PUT each photo to its upload URL → refresh cached listings → leave the page.
 * Photos are downscaled and re-encoded first, so the names sent match the bytes uploaded.
 */
export function useListingSubmit(edit: EditTarget | null, callbacks: SubmitCallbacks) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const status = useSession((s) => s.status);
  const create = useCreateListing();
  const update = useUpdateListing();
  const uploads = useImageUploads();
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  // The title as sent (trimmed, masked), for the confirmation after a retried upload too.
  const lastTitle = useRef('');

  const finish = useCallback(
    async (title: string) => {
      setPhase('done');
      // The create/update mutation already marked the lists stale; the photos' sizes arrive with
      // their uploads, after it, so once more now that they are in.
      await refreshCachedListings(client);
      const listingID = edit ? String(edit.listingID) : await newestOwnListingId(client);
      const notice: ListingNoticeState = {
        listingNotice: { kind: edit ? 'updated' : 'created', listingID, title },
      };
      // After an update, back to the profile's My Listings (where Edit was); after a create, the
      // list. The landing page shows the confirmation with a link to the listing.
      if (edit) navigate('/profile', { state: { activeTab: 'listings', ...notice } });
      else navigate('/listings', { state: notice });
    },
    [client, navigate, edit],
  );

  const submit = useCallback(
    async ({ values, images, removed }: SubmitInput) => {
      if (status !== 'signedIn') {
        callbacks.onSignedOut();
        return;
      }
      const address = composeAddress(values);
      let coords: { lat: number; lon: number } | null =
        edit && edit.address === address && edit.lat !== null && edit.lon !== null
          ? { lat: edit.lat, lon: edit.lon }
          : null;
      if (!coords) {
        setPhase('geocoding');
        try {
          coords = await geocodeAddress(client, address);
        } catch (error) {
          // The address service is busy or down: say so on the field, the address may be right.
          setPhase('idle');
          callbacks.onAddressError(
            error instanceof ApiError ? error.message : LISTING_MESSAGES.geocode,
          );
          return;
        }
        if (!coords) {
          setPhase('idle');
          callbacks.onAddressError(LISTING_MESSAGES.geocode);
          return;
        }
      }

      setPhase('preparing');
      const fresh = images.filter(
        (i): i is Extract<ListingImage, { kind: 'new' }> => i.kind === 'new',
      );
      const prepared: PreparedImage[] = [];
      // One at a time: each decode holds a full-size bitmap in memory.
      for (const image of fresh) prepared.push(await prepareImage(image.file));
      // Stored photos' own names (the server dedupes against those), else their link segments.
      const kept = images.flatMap((i) => (i.kind === 'existing' ? [i.name ?? i.fileName] : []));
      const deleteFileNames = removed.map((i) => i.fileName);
      // Never reuse a name still stored or about to be deleted: keys are per listing and name.
      const names = uniqueFileNames(
        prepared.map((p) => p.name),
        [...kept, ...deleteFileNames],
      );

      setPhase('saving');
      let urls: string[];
      try {
        const listing = toListingPayload(values, { lat: coords.lat, lon: coords.lon });
        lastTitle.current = listing.title.trim();
        urls = edit
          ? await update.mutateAsync({
              listing: { ...listing, listingID: edit.listingID },
              addFileNames: names,
              deleteFileNames,
            })
          : await create.mutateAsync({ listing, fileNames: names });
      } catch (error) {
        setPhase('idle');
        if (error instanceof ApiError && error.status === 403 && callbacks.onForbidden) {
          callbacks.onForbidden();
          return;
        }
        if (error instanceof ApiError && error.status === 401) {
          callbacks.onSignedOut();
          return;
        }
        // A cap (listings a day): the server's message alone says what happened and when to retry.
        if (error instanceof ApiError && error.status === 429) {
          callbacks.onError(error.message);
          return;
        }
        const detail =
          error instanceof ApiError && error.status === 400 ? error.message : undefined;
        callbacks.onError(edit ? UPDATE_LISTING_ERROR : CREATE_LISTING_ERROR, detail);
        return;
      }

      const jobs: UploadJob[] = fresh.flatMap((image, i) => {
        const url = urls[i];
        const blob = prepared[i]?.blob;
        return url && blob ? [{ key: image.key, url, blob }] : [];
      });
      setPhase('uploading');
      if (await uploads.runAll(jobs)) await finish(lastTitle.current);
      else setPhase('uploadFailed');
    },
    [status, edit, client, create, update, uploads, finish, callbacks],
  );

  const retry = useCallback(
    async (key?: string) => {
      setPhase('uploading');
      if (await uploads.retry(key)) await finish(lastTitle.current);
      else setPhase('uploadFailed');
    },
    [uploads, finish],
  );

  return { phase, uploads: uploads.states, submit, retry };
}
