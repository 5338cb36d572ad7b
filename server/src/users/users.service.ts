import { LRUCache } from 'lru-cache';
import type { UserDto } from 'shared-api/schemas';
import type { VerifiedToken } from '../auth/token-verifier';
import { bumpListingsVersionIfLister } from '../db/data-version';
import type { Db } from '../db/database';
import { nowIso } from '../db/database';
import type { UserRow } from '../db/schema';
import { badRequest } from '../http/errors';
import { EXTENSION_BY_TYPE } from '../storage/image-sniff';
import { baseKeyOf } from '../storage/image-keys';
import { imageObjectsRepository } from '../storage/image-objects.repository';
import type { ImagesService } from '../storage/images.service';
import type { ObjectStore } from '../storage/object-store';
import { defaultImageUrl } from '../storage/photo-dto';
import { picturePhoto, pictureUrl } from './user-picture';
import { usersRepository } from './users.repository';
import type { Caps } from '../http/quota';
import { pendingUploads } from '../storage/upload-slots';

export type UsersService = ReturnType<typeof usersService>;

export const PICTURE_NOT_UPLOADED = 'Upload the profile picture before saving it';

/** How many users' ids (firebase uid → users.id) one API process remembers. */
const USER_ID_CACHE_MAX = 10_000;

export function usersService(db: Db, store: ObjectStore, images: ImagesService, caps: Caps) {
  const repo = usersRepository(db.kysely);
  const imageRows = imageObjectsRepository(db.kysely);
  // uid → users.id; rows are never deleted by the API, so an entry never goes stale. Bounded: the
  // recently active users stay, the others cost one indexed read when they come back.
  const ids = new LRUCache<string, number>({ max: USER_ID_CACHE_MAX });

  const fromToken = (t: VerifiedToken) => ({
    firebase_uid: t.uid,
    name: t.name?.trim().slice(0, 100) || null,
    email: t.email ?? null,
    email_verified: t.email && t.emailVerified ? 1 : 0,
    picture_url: t.picture && /^https?:\/\//.test(t.picture) ? t.picture.slice(0, 2048) : null,
    now: nowIso(),
  });

  async function toDto(row: UserRow): Promise<UserDto> {
    const size = row.picture_key ? await imageRows.find(row.picture_key) : undefined;
    return {
      userID: row.id,
      firebaseUid: row.firebase_uid,
      name: row.name,
      email: row.email,
      profilePictureUrl: await pictureUrl(store, row),
      profilePicture: await picturePhoto(store, {
        ...row,
        picture_width: size?.width,
        picture_height: size?.height,
      }),
      createdAt: row.created_at,
    };
  }

  return {
    /** users.id for a verified token, creating the row on the first authenticated call. */
    async ensureUser(token: VerifiedToken): Promise<number> {
      const known = ids.get(token.uid);
      if (known !== undefined) return known;
      const row =
        (await repo.findByUid(token.uid)) ?? (await repo.insertIfMissing(fromToken(token)));
      ids.set(token.uid, row.id);
      return row.id;
    },

    /**
     * GET /user: creates the user or refreshes it from the token (the email and whether it is
     * verified are always the token's).
     */
    async syncFromToken(token: VerifiedToken): Promise<UserDto> {
      const fresh = fromToken(token);
      let row = (await repo.findByUid(token.uid)) ?? (await repo.insertIfMissing(fresh));
      ids.set(token.uid, row.id);
      const patch: Partial<UserRow> = {};
      if (fresh.email && fresh.email !== row.email) patch.email = fresh.email;
      if (fresh.email && fresh.email_verified !== row.email_verified)
        patch.email_verified = fresh.email_verified;
      // A refused address is tried again once it is a new one, or newly verified (fixed mailbox).
      if (row.email_bounced_at && (patch.email || patch.email_verified === 1))
        patch.email_bounced_at = null;
      if (!row.name && fresh.name) patch.name = fresh.name;
      if (!row.picture_key && !row.picture_url && fresh.picture_url)
        patch.picture_url = fresh.picture_url;
      if (Object.keys(patch).length > 0) {
        row = await repo.update(row.id, { ...patch, updated_at: fresh.now });
        await bumpListingsVersionIfLister(db.kysely, row.id);
      }
      return toDto(row);
    },

    /** PUT /user. The email stays the token's; a replaced picture of ours is deleted best effort. */
    async updateProfile(
      userId: number,
      token: VerifiedToken,
      body: { name: string; profilePictureUrl?: string | null },
    ): Promise<UserDto> {
      const current = await repo.findById(userId);
      if (!current) throw badRequest('User not found');
      const patch: Partial<UserRow> = {
        name: body.name || null,
        email: token.email ?? current.email,
      };
      if (body.profilePictureUrl !== undefined) {
        const url = body.profilePictureUrl?.trim() || null;
        // Any size's link names the picture (its base key).
        const linked = url ? store.keyFromUrl(url) : null;
        const key = linked ? baseKeyOf(linked) : null;
        if (url && key) {
          if (!key.startsWith(`profile_pictures/${token.uid}_`))
            throw badRequest('Invalid profile picture URL');
          // Only a received, processed picture can be shown: never point at nothing.
          if (key !== current.picture_key && !(await imageRows.find(key)))
            throw badRequest(PICTURE_NOT_UPLOADED);
          Object.assign(patch, { picture_key: key, picture_url: null });
        } else if (url) {
          if (!/^https:\/\//.test(url)) throw badRequest('Invalid profile picture URL');
          Object.assign(patch, { picture_key: null, picture_url: url });
        } else {
          Object.assign(patch, { picture_key: null, picture_url: null });
        }
      }
      const nextKey = 'picture_key' in patch ? patch.picture_key : current.picture_key;
      const replaced =
        current.picture_key && current.picture_key !== nextKey ? current.picture_key : null;
      const row = await db.kysely.transaction().execute(async (trx) => {
        const updated = await usersRepository(trx).update(userId, {
          ...patch,
          updated_at: nowIso(),
        });
        if (replaced) await imageObjectsRepository(trx).remove([replaced]);
        // The new picture is attached: the sweep must not take it.
        if (patch.picture_key) await pendingUploads(trx).remove([patch.picture_key]);
        await bumpListingsVersionIfLister(trx, userId);
        return updated;
      });
      if (replaced) images.deleteObjects([replaced]);
      return toDto(row);
    },

    /**
     * POST /user/profile-picture: a key of the caller's own, and links to upload and read it. At
     * most `caps.pictureSlotsPerHour` unsaved slots handed out within the hour (429 beyond).
     */
    async profilePictureUpload(user: { id: number; uid: string }, contentType: string) {
      const ext = EXTENSION_BY_TYPE[contentType] ?? 'jpg';
      const now = new Date();
      const key = await db.kysely.transaction().execute(async (trx) => {
        const slots = pendingUploads(trx);
        await slots.checkPictureSlots(user.id, caps.pictureSlotsPerHour, now);
        // The contract's key (`{uid}_{timestamp}.{ext}`); two slots in one millisecond get the next.
        let stamp = now.getTime();
        while (await slots.exists(`profile_pictures/${user.uid}_${stamp}.${ext}`)) stamp += 1;
        const made = `profile_pictures/${user.uid}_${stamp}.${ext}`;
        await slots.add([made], user.id, now);
        return made;
      });
      return {
        uploadUrl: await store.uploadUrl(key),
        // Valid once the upload is processed: the default size's link.
        downloadUrl: await defaultImageUrl(store, key),
      };
    },
  };
}
