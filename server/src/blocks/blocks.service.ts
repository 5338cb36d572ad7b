import {
  BLOCK_MESSAGES,
  BLOCKS_MAX,
  blockUserSchema,
  type BlockedUserDto,
} from 'shared-api/schemas';
import { nowIso, type Db } from '../db/database';
import type { EventBus } from '../events/event-bus';
import { badRequest, notFound } from '../http/errors';
import { parseOr400 } from '../http/validate';
import type { ObjectStore } from '../storage/object-store';
import { pictureUrl } from '../users/user-picture';
import { blocksRepository, type BlockRow } from './blocks.repository';

export type BlocksService = ReturnType<typeof blocksService>;

/**
 * Blocking a person (docs/decisions/0026-blocking-and-reporting-people.md): no new conversation and
 * no new message between the two while it stands (both directions), and the blocker's
 * conversations with them leave the blocker's list. The blocked side is never told.
 */
export function blocksService(db: Db, store: ObjectStore, events: EventBus) {
  const repo = blocksRepository(db.kysely);

  const toDto = async (row: BlockRow, alreadyBlocked: boolean): Promise<BlockedUserDto> => ({
    firebaseUid: row.firebase_uid,
    name: row.name,
    profilePictureUrl: await pictureUrl(store, row),
    blockedAt: row.created_at,
    alreadyBlocked,
  });

  /** The person named by `uid`, checked in the order the contract states: shape, self, unknown. */
  async function target(userId: number, callerUid: string, uid: unknown) {
    const { firebaseUid } = parseOr400(blockUserSchema, { firebaseUid: uid });
    if (firebaseUid === callerUid) throw badRequest(BLOCK_MESSAGES.self);
    const user = await repo.findUser(firebaseUid);
    if (!user) throw notFound(BLOCK_MESSAGES.userNotFound);
    if (user.id === userId) throw badRequest(BLOCK_MESSAGES.self);
    return user;
  }

  return {
    /** POST /user/blocks. `created` false: they were blocked already (that block is the answer). */
    async block(userId: number, callerUid: string, body: unknown) {
      const raw = (body as { firebaseUid?: unknown } | null | undefined)?.firebaseUid;
      const user = await target(userId, callerUid, raw);
      const before = await repo.find(userId, user.id);
      if (before) return { created: false, block: await toDto(before, true) };
      // The cap is counted and the row written in one transaction, so two tabs cannot pass it.
      await db.kysely.transaction().execute(async (trx) => {
        const r = blocksRepository(trx);
        if ((await r.count(userId)) >= BLOCKS_MAX) throw badRequest(BLOCK_MESSAGES.tooMany);
        if (await r.insert(userId, user.id, nowIso())) await r.dropQueuedPushes(userId, user.id);
      });
      // The blocker's other tabs and devices: their list drops the conversations at once.
      events.publish([userId], { type: 'resync' });
      const stored = await repo.find(userId, user.id);
      if (!stored) throw new Error('Block was not stored');
      return { created: true, block: await toDto(stored, false) };
    },

    /** DELETE /user/blocks/{uid}: idempotent; their conversations come back to the list. */
    async unblock(userId: number, callerUid: string, uid: string) {
      const user = await target(userId, callerUid, uid);
      if (await repo.remove(userId, user.id)) events.publish([userId], { type: 'resync' });
    },

    /** GET /user/blocks: the 'Blocked people' list, newest first. */
    async list(userId: number): Promise<BlockedUserDto[]> {
      return Promise.all((await repo.listFor(userId)).map((row) => toDto(row, true)));
    },
  };
}
