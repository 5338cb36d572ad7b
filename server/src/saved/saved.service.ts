import { nowIso, type Db } from '../db/database';
import { notFound } from '../http/errors';
import { parseId } from '../http/validate';
import { LISTING_NOT_FOUND } from '../listings/listings.service';
import { savedRepository } from './saved.repository';

export type SavedService = ReturnType<typeof savedService>;

export function savedService(db: Db) {
  const repo = savedRepository(db.kysely);
  return {
    /** Idempotent: true when newly saved. */
    async save(userId: number, rawId: string): Promise<boolean> {
      const id = parseId(rawId);
      if (id === null || !(await repo.listingExists(id))) throw notFound(LISTING_NOT_FOUND);
      return repo.save(userId, id, nowIso());
    },
    /** Idempotent: unsaving what is not saved (or does not exist) is not an error. */
    async unsave(userId: number, rawId: string): Promise<void> {
      const id = parseId(rawId);
      if (id !== null) await repo.unsave(userId, id);
    },
  };
}
