import type { Kysely, Selectable } from 'kysely';
import type { Database, ListingImagesTable, ListingRow, NewListing } from '../db/schema';
import { imageObjectsRepository } from '../storage/image-objects.repository';
import { pendingUploads } from '../storage/upload-slots';

/** A listing joined with its lister: what every listing answer is built from. */
export type ListingWithOwnerRow = Omit<ListingRow, 'updated_at'> & {
  owner_uid: string;
  owner_name: string | null;
  owner_email: string | null;
  owner_email_verified: number;
  owner_picture_key: string | null;
  owner_picture_url: string | null;
  owner_picture_width: number | null;
  owner_picture_height: number | null;
  owner_created_at: string;
  /** Reports not yet reviewed (distinct people: one report per person and listing). */
  open_reports: number | string | null;
};

/** An image row with the size the pipeline kept (null until its upload was processed). */
export type ImageRow = Omit<Selectable<ListingImagesTable>, 'id'> & {
  width: number | null;
  height: number | null;
};

export function listingsRepository(db: Kysely<Database>) {
  const withOwner = () =>
    db
      .selectFrom('listings as l')
      .innerJoin('users as u', 'u.id', 'l.owner_id')
      .leftJoin('image_objects as p', 'p.storage_key', 'u.picture_key')
      .select([
        'l.id',
        'l.owner_id',
        'l.title',
        'l.description',
        'l.rent',
        'l.term',
        'l.start_date',
        'l.end_date',
        'l.bedrooms',
        'l.bathrooms',
        'l.square_feet',
        'l.roommates',
        'l.street',
        'l.aptnumber',
        'l.city',
        'l.state',
        'l.zipcode',
        'l.lat',
        'l.lon',
        'l.amenities',
        'l.status',
        'l.created_at',
        'l.stale_asked_at',
        'u.firebase_uid as owner_uid',
        'u.name as owner_name',
        'u.email as owner_email',
        'u.email_verified as owner_email_verified',
        'u.picture_key as owner_picture_key',
        'u.picture_url as owner_picture_url',
        'p.width as owner_picture_width',
        'p.height as owner_picture_height',
        'u.created_at as owner_created_at',
      ])
      .select((eb) =>
        eb
          .selectFrom('listing_reports as r')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('r.listing_id', '=', 'l.id')
          .where('r.reviewed_at', 'is', null)
          .as('open_reports'),
      );

  return {
    /** AVAILABLE listings whose end date is today or later, newest first. */
    listPublic(today: string): Promise<ListingWithOwnerRow[]> {
      return withOwner()
        .where('l.status', '=', 'AVAILABLE')
        .where('l.end_date', '>=', today)
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .execute();
    },
    publicImages(today: string): Promise<ImageRow[]> {
      return db
        .selectFrom('listing_images as i')
        .innerJoin('listings as l', 'l.id', 'i.listing_id')
        .leftJoin('image_objects as o', 'o.storage_key', 'i.storage_key')
        .select([
          'i.listing_id',
          'i.file_name',
          'i.storage_key',
          'i.position',
          'o.width',
          'o.height',
        ])
        .where('l.status', '=', 'AVAILABLE')
        .where('l.end_date', '>=', today)
        .orderBy('i.listing_id')
        .orderBy('i.position')
        .execute();
    },
    findWithOwner(id: number): Promise<ListingWithOwnerRow | undefined> {
      return withOwner().where('l.id', '=', id).executeTakeFirst();
    },
    listByOwner(ownerId: number): Promise<ListingWithOwnerRow[]> {
      return withOwner()
        .where('l.owner_id', '=', ownerId)
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .execute();
    },
    listSavedBy(userId: number): Promise<ListingWithOwnerRow[]> {
      return withOwner()
        .innerJoin('saved_listings as s', 's.listing_id', 'l.id')
        .where('s.user_id', '=', userId)
        .orderBy('s.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .execute();
    },
    async imagesOf(listingIds: number[]): Promise<ImageRow[]> {
      if (listingIds.length === 0) return [];
      return db
        .selectFrom('listing_images as i')
        .leftJoin('image_objects as o', 'o.storage_key', 'i.storage_key')
        .select([
          'i.listing_id',
          'i.file_name',
          'i.storage_key',
          'i.position',
          'o.width',
          'o.height',
        ])
        .where('i.listing_id', 'in', listingIds)
        .orderBy('i.listing_id')
        .orderBy('i.position')
        .execute();
    },
    async savedAmong(userId: number, listingIds: number[]): Promise<Set<number>> {
      if (listingIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('saved_listings')
        .select('listing_id')
        .where('user_id', '=', userId)
        .where('listing_id', 'in', listingIds)
        .execute();
      return new Set(rows.map((r) => r.listing_id));
    },
    /** How many listings this owner created since `since` (ISO), and the oldest of them. */
    async createdSince(ownerId: number, since: string) {
      const row = await db
        .selectFrom('listings')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.min('created_at').as('oldest'),
        ])
        .where('owner_id', '=', ownerId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), oldest: row.oldest ?? null };
    },
    findOwner(id: number): Promise<{ owner_id: number } | undefined> {
      return db.selectFrom('listings').select('owner_id').where('id', '=', id).executeTakeFirst();
    },
    async insert(listing: NewListing): Promise<number> {
      const row = await db
        .insertInto('listings')
        .values(listing)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** The lister's word (app): it also answers an open 'Still available?' and restarts its clock. */
    async setStatus(id: number, status: string, now: string) {
      await db
        .updateTable('listings')
        .set({ status, updated_at: now, stale_asked_at: null })
        .where('id', '=', id)
        .execute();
    },
    /** An edit counts as confirming: the ask closes, and a listing hidden as stale is back. */
    async update(
      id: number,
      listing: Omit<NewListing, 'owner_id' | 'created_at' | 'status' | 'stale_asked_at'>,
    ) {
      await db
        .updateTable('listings')
        .set({ ...listing, stale_asked_at: null })
        .where('id', '=', id)
        .execute();
      await db
        .updateTable('listings')
        .set({ status: 'AVAILABLE' })
        .where('id', '=', id)
        .where('status', '=', 'STALE')
        .execute();
    },
    async insertImages(rows: Omit<ImageRow, 'width' | 'height'>[]) {
      if (rows.length > 0) await db.insertInto('listing_images').values(rows).execute();
    },
    async deleteImages(listingId: number, storageKeys: string[]): Promise<string[]> {
      if (storageKeys.length === 0) return [];
      const rows = await db
        .deleteFrom('listing_images')
        .where('listing_id', '=', listingId)
        .where('storage_key', 'in', storageKeys)
        .returning('storage_key')
        .execute();
      const keys = rows.map((r) => r.storage_key);
      await imageObjectsRepository(db).remove(keys);
      // Their upload links now answer 410.
      await pendingUploads(db).remove(keys);
      return keys;
    },
    /** Removes a listing with its images and saves, and unlinks its conversations; the image keys. */
    async deleteCascade(id: number): Promise<string[]> {
      const images = await db
        .deleteFrom('listing_images')
        .where('listing_id', '=', id)
        .returning('storage_key')
        .execute();
      await db.deleteFrom('saved_listings').where('listing_id', '=', id).execute();
      await db
        .updateTable('conversations')
        .set({ listing_id: null })
        .where('listing_id', '=', id)
        .execute();
      // Reports stay for the moderators' record (lister and title are kept on them).
      await db
        .updateTable('listing_reports')
        .set({ listing_id: null })
        .where('listing_id', '=', id)
        .execute();
      await db.deleteFrom('listings').where('id', '=', id).execute();
      const keys = images.map((r) => r.storage_key);
      await imageObjectsRepository(db).remove(keys);
      await pendingUploads(db).remove(keys);
      return keys;
    },
  };
}
