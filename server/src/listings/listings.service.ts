import {
  LIMIT_MESSAGES,
  fileNameListSchema,
  API_MESSAGES,
  dedupeFileNames,
  LISTING_MESSAGES,
  listingCreateSchema,
  listingUpdateSchema,
  listingStatusUpdateSchema,
  type ListingCreate,
} from 'shared-api/schemas';
import type { TrustConfig } from '../config/env';
import { bumpListingsVersion } from '../db/data-version';
import { nowIso, type Db } from '../db/database';
import { badRequest, forbidden, notFound } from '../http/errors';
import { checkQuota, DAY_MS, type Caps } from '../http/quota';
import { parseId, parseOr400 } from '../http/validate';
import { keySegment, newListingImageKey } from '../storage/image-keys';
import type { ImagesService } from '../storage/images.service';
import { pendingUploads } from '../storage/upload-slots';
import type { ObjectStore } from '../storage/object-store';
import { isUnderReview, toListingDtos, type ListingView } from './listing-mapper';
import type { ListingParts } from './listing-multipart';
import { listingsRepository, type ListingWithOwnerRow } from './listings.repository';
import { listingStatsOf } from '../listing-stats/listing-stats';
import { replyTimes } from '../reply-time/reply-time';

export type ListingsService = ReturnType<typeof listingsService>;
export const LISTING_NOT_FOUND = API_MESSAGES.listingNotFound;

// Built once: constructing an Intl formatter costs more than the cached list answer it keys.
const madisonDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' });

/** Today's date in Madison: a listing ending today is still shown until local midnight. */
export function madisonToday(now: Date = new Date()): string {
  return madisonDate.format(now);
}

function columns(v: ListingCreate) {
  return {
    title: v.title,
    description: v.description,
    rent: v.rent,
    term: v.term,
    start_date: v.startDate,
    end_date: v.endDate,
    bedrooms: v.bedrooms,
    bathrooms: v.bathrooms,
    square_feet: v.squareFeet,
    roommates: v.roommates,
    street: v.street,
    aptnumber: v.aptnumber,
    city: v.city,
    state: v.state,
    zipcode: v.zipcode,
    lat: v.lat,
    lon: v.lon,
    amenities: JSON.stringify([...new Set(v.amenities)]),
    updated_at: nowIso(),
  };
}

function names(list: string[]): string[] {
  const parsed = fileNameListSchema.safeParse(list);
  if (!parsed.success) {
    const tooMany = parsed.error.issues.some((i) => i.code === 'too_big' && i.path.length === 0);
    throw badRequest(
      tooMany
        ? 'Too many images (at most 30)'
        : (parsed.error.issues[0]?.message ?? 'Invalid file name'),
    );
  }
  return parsed.data;
}

/** Image rows for new names: each gets a fresh server-made key (never derived from the name). */
const newImages = (listingId: number, fileNames: string[], start: number) =>
  fileNames.map((file_name, i) => ({
    listing_id: listingId,
    file_name,
    storage_key: newListingImageKey(listingId),
    position: start + i,
  }));

/** Told after a listing's transaction commits (saved-search alerts). */
export interface ListingHooks {
  created?(listingId: number, ownerId: number): void;
}

export function listingsService(
  db: Db,
  store: ObjectStore,
  images: ImagesService,
  caps: Caps,
  trust: TrustConfig,
  hooks: ListingHooks = {},
) {
  const repo = listingsRepository(db.kysely);
  const replies = replyTimes(db.kysely);

  async function dtos(rows: ListingWithOwnerRow[], viewerId: number | null, view: ListingView) {
    const ids = rows.map((r) => r.id);
    const [imageRows, saved] = await Promise.all([
      repo.imagesOf(ids),
      viewerId === null ? Promise.resolve(new Set<number>()) : repo.savedAmong(viewerId, ids),
    ]);
    return toListingDtos(store, rows, imageRows, saved, trust, view);
  }

  const deleteObjects = (keys: string[]) => images.deleteObjects(keys);

  const uploadUrls = (keys: string[]) => Promise.all(keys.map((key) => store.uploadUrl(key)));

  return {
    /**
     * The public list, for the cache: every viewer sees isSaved false (the client merges saves).
     * Listings under review (enough open reports) are left out; a new report bumps the listings
     * version, so the cached list is rebuilt. Their image rows are read and dropped (rare).
     */
    async listPublic() {
      const today = madisonToday();
      const [rows, imageRows] = await Promise.all([
        repo.listPublic(today),
        repo.publicImages(today),
      ]);
      const shown = rows.filter((r) => !isUnderReview(r, trust));
      return toListingDtos(store, shown, imageRows, new Set(), trust, 'card');
    },

    async details(id: number) {
      const row = await repo.findWithOwner(id);
      if (!row) throw notFound(LISTING_NOT_FOUND);
      const [[dto], replyTime] = await Promise.all([
        dtos([row], null, 'page'),
        replies.of(row.owner_id),
      ]);
      if (!dto) throw notFound(LISTING_NOT_FOUND);
      return { ...dto, replyTime };
    },

    /** The edit form's read: the owner's own listing with everything (its unit number too). */
    async ownOne(userId: number, rawId: string) {
      const id = parseId(rawId);
      const row = id === null ? undefined : await repo.findWithOwner(id);
      if (!row) throw notFound(LISTING_NOT_FOUND);
      if (row.owner_id !== userId) throw forbidden(API_MESSAGES.notListingOwnerEdit);
      const [dto] = await dtos([row], userId, 'owner');
      return dto;
    },

    async mine(userId: number) {
      const rows = await repo.listByOwner(userId);
      const [list, stats] = await Promise.all([
        dtos(rows, userId, 'owner'),
        listingStatsOf(
          db.kysely,
          rows.map((r) => r.id),
        ),
      ]);
      return list.map((dto) => ({ ...dto, stats: stats.get(Number(dto.listingID)) }));
    },

    async savedBy(userId: number) {
      return dtos(await repo.listSavedBy(userId), userId, 'card');
    },

    /** POST /listing: the listing and its image rows in one transaction; upload links in order. */
    async create(userId: number, parts: ListingParts): Promise<string[]> {
      const listing = parseOr400(listingCreateSchema, parts.listing);
      if (parts.images.length > caps.imagesPerListing)
        throw badRequest(LIMIT_MESSAGES.tooManyImages);
      const requested = names(parts.images);
      if (requested.length === 0) throw badRequest(LISTING_MESSAGES.images);
      const fileNames = dedupeFileNames(requested, []);
      const now = nowIso();
      const created = await db.kysely.transaction().execute(async (trx) => {
        const r = listingsRepository(trx);
        const nowMs = Date.parse(now);
        const recent = await r.createdSince(userId, new Date(nowMs - DAY_MS).toISOString());
        checkQuota({
          ...recent,
          max: caps.listingsPerDay,
          windowMs: DAY_MS,
          message: LIMIT_MESSAGES.tooManyListings,
          now: nowMs,
        });
        const newId = await r.insert({
          ...columns(listing),
          owner_id: userId,
          status: 'AVAILABLE',
          created_at: now,
        });
        const rows = newImages(newId, fileNames, 0);
        await r.insertImages(rows);
        await pendingUploads(trx).add(
          rows.map((row) => row.storage_key),
          userId,
          new Date(nowMs),
        );
        await bumpListingsVersion(trx);
        return { newId, keys: rows.map((row) => row.storage_key) };
      });
      hooks.created?.(created.newId, userId);
      return uploadUrls(created.keys);
    },

    /** PUT /listing: owner only; at least one image must remain; links for the added names. */
    async update(userId: number, parts: ListingParts): Promise<string[]> {
      const listing = parseOr400(listingUpdateSchema, parts.listing);
      if (parts.addFileNames.length > caps.imagesPerListing)
        throw badRequest(LIMIT_MESSAGES.tooManyImages);
      const added = names(parts.addFileNames);
      const removed = names(parts.deleteFileNames);
      const id = parseId(String(listing.listingID));
      const owner = id === null ? undefined : await repo.findOwner(id);
      if (id === null || !owner) throw notFound(LISTING_NOT_FOUND);
      if (owner.owner_id !== userId) throw forbidden(API_MESSAGES.notListingOwnerEdit);

      const { deletedKeys, newKeys } = await db.kysely.transaction().execute(async (trx) => {
        const r = listingsRepository(trx);
        const existing = await r.imagesOf([id]);
        // A name to delete is the image's own name or its link's last segment (what clients read).
        const gone = new Set(removed);
        const removing = existing.filter(
          (e) => gone.has(e.file_name) || gone.has(keySegment(e.storage_key)),
        );
        const kept = existing.filter((e) => !removing.includes(e));
        if (kept.length + added.length === 0) throw badRequest(LISTING_MESSAGES.images);
        if (kept.length + added.length > caps.imagesPerListing)
          throw badRequest(LIMIT_MESSAGES.tooManyImages);
        const deleted = await r.deleteImages(
          id,
          removing.map((e) => e.storage_key),
        );
        const newNames = dedupeFileNames(
          added,
          kept.map((k) => k.file_name),
        );
        const start = existing.reduce((max, e) => Math.max(max, e.position + 1), 0);
        const rows = newImages(id, newNames, start);
        await r.insertImages(rows);
        await pendingUploads(trx).add(
          rows.map((row) => row.storage_key),
          userId,
          new Date(),
        );
        await r.update(id, columns(listing));
        await bumpListingsVersion(trx);
        return { deletedKeys: deleted, newKeys: rows.map((row) => row.storage_key) };
      });
      deleteObjects(deletedKeys);
      return uploadUrls(newKeys);
    },

    /**
     * PUT /listings/{id}/status: the owner says it is taken (it leaves the list, the map and
     * saved-search matches; its page says so; its conversations stay) or available again.
     */
    async setStatus(userId: number, rawId: string, body: unknown) {
      const id = parseId(rawId);
      const owner = id === null ? undefined : await repo.findOwner(id);
      if (id === null || !owner) throw notFound(LISTING_NOT_FOUND);
      if (owner.owner_id !== userId) throw forbidden(API_MESSAGES.notListingOwnerEdit);
      const { status } = parseOr400(listingStatusUpdateSchema, body);
      await db.kysely.transaction().execute(async (trx) => {
        await listingsRepository(trx).setStatus(id, status, nowIso());
        await bumpListingsVersion(trx);
      });
      return { listingID: id, status };
    },

    /** DELETE /listings/{id}: owner only; images, saves and conversation links go with it. */
    async remove(userId: number, rawId: string): Promise<void> {
      const id = parseId(rawId);
      const owner = id === null ? undefined : await repo.findOwner(id);
      if (id === null || !owner) throw notFound(LISTING_NOT_FOUND);
      if (owner.owner_id !== userId) throw forbidden(API_MESSAGES.notListingOwnerDelete);
      const keys = await db.kysely.transaction().execute(async (trx) => {
        const removedKeys = await listingsRepository(trx).deleteCascade(id);
        await bumpListingsVersion(trx);
        return removedKeys;
      });
      deleteObjects(keys);
    },
  };
}
