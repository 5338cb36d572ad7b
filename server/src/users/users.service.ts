import type { UserDto } from 'shared-api/schemas';
import type { VerifiedToken } from '../auth/token-verifier';
import { bumpListingsVersion } from '../db/data-version';
import type { Db } from '../db/database';
import { nowIso } from '../db/database';
import type { UserRow } from '../db/schema';
import { badRequest } from '../http/errors';
import { EXTENSION_BY_TYPE } from '../storage/image-sniff';
import type { ObjectStore } from '../storage/object-store';
import { pictureUrl } from './user-picture';
import { usersRepository } from './users.repository';

export type UsersService = ReturnType<typeof usersService>;

export function usersService(
  db: Db,
  store: ObjectStore,
  log: { warn(obj: object, msg: string): void },
) {
  const repo = usersRepository(db.kysely);
  // uid → users.id; rows are never deleted by the API, so an entry never goes stale.
  const ids = new Map<string, number>();

  const fromToken = (t: VerifiedToken) => ({
    firebase_uid: t.uid,
    name: t.name?.trim().slice(0, 100) || null,
    email: t.email ?? null,
    picture_url: t.picture && /^https?:\/\//.test(t.picture) ? t.picture.slice(0, 2048) : null,
    now: nowIso(),
  });

  async function toDto(row: UserRow): Promise<UserDto> {
    return {
      userID: row.id,
      firebaseUid: row.firebase_uid,
      name: row.name,
      email: row.email,
      profilePictureUrl: await pictureUrl(store, row),
      createdAt: row.created_at,
    };
  }

  function deleteQuietly(key: string) {
    store
      .delete(key)
      .catch((err: unknown) => log.warn({ err, key }, 'could not delete old profile picture'));
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

    /** GET /user: creates the user or refreshes it from the token (the email is always the token's). */
    async syncFromToken(token: VerifiedToken): Promise<UserDto> {
      const fresh = fromToken(token);
      let row = (await repo.findByUid(token.uid)) ?? (await repo.insertIfMissing(fresh));
      ids.set(token.uid, row.id);
      const patch: Partial<UserRow> = {};
      if (fresh.email && fresh.email !== row.email) patch.email = fresh.email;
      if (!row.name && fresh.name) patch.name = fresh.name;
      if (!row.picture_key && !row.picture_url && fresh.picture_url)
        patch.picture_url = fresh.picture_url;
      if (Object.keys(patch).length > 0) {
        row = await repo.update(row.id, { ...patch, updated_at: fresh.now });
        await bumpListingsVersion(db.kysely);
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
        const key = url ? store.keyFromUrl(url) : null;
        if (url && key) {
          if (!key.startsWith(`profile_pictures/${token.uid}_`))
            throw badRequest('Invalid profile picture URL');
          Object.assign(patch, { picture_key: key, picture_url: null });
        } else if (url) {
          if (!/^https:\/\//.test(url)) throw badRequest('Invalid profile picture URL');
          Object.assign(patch, { picture_key: null, picture_url: url });
        } else {
          Object.assign(patch, { picture_key: null, picture_url: null });
        }
      }
      const row = await db.kysely.transaction().execute(async (trx) => {
        const updated = await usersRepository(trx).update(userId, {
          ...patch,
          updated_at: nowIso(),
        });
        await bumpListingsVersion(trx);
        return updated;
      });
      if (current.picture_key && current.picture_key !== row.picture_key)
        deleteQuietly(current.picture_key);
      return toDto(row);
    },

    /** POST /user/profile-picture: a key of the caller's own, and links to upload and read it. */
    async profilePictureUpload(uid: string, contentType: string) {
      const ext = EXTENSION_BY_TYPE[contentType] ?? 'jpg';
      const key = `profile_pictures/${uid}_${Date.now()}.${ext}`;
      return { uploadUrl: await store.uploadUrl(key), downloadUrl: await store.downloadUrl(key) };
    },
  };
}
