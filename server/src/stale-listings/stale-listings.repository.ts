import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A listing due its 'Still available?' ask, with where its lister may be mailed. */
export interface DueAsk {
  id: number;
  title: string;
  owner_id: number;
  email: string | null;
  /** 1: verified and not bounced (only such addresses are mailed). */
  mailable: boolean;
}

/**
 * What the stale-listing sweep and the e-mail's links read and write
 * (docs/decisions/0025-taken-stale-and-lister-figures.md). Every write is one conditional UPDATE,
 * so two instances (or a link and the app at
 * once) cannot both win: the row's state is the claim.
 */
export function staleListingsRepository(db: Kysely<Database>) {
  return {
    /** Available, not ended, not asked, and not updated or confirmed since `cutoff`. */
    async dueAsks(cutoff: string, today: string): Promise<DueAsk[]> {
      const rows = await db
        .selectFrom('listings as l')
        .innerJoin('users as u', 'u.id', 'l.owner_id')
        .select([
          'l.id',
          'l.title',
          'l.owner_id',
          'u.email',
          'u.email_verified',
          'u.email_bounced_at',
        ])
        .where('l.status', '=', 'AVAILABLE')
        .where('l.stale_asked_at', 'is', null)
        .where('l.updated_at', '<=', cutoff)
        .where('l.end_date', '>=', today)
        .orderBy('l.id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        owner_id: r.owner_id,
        email: r.email,
        mailable: Boolean(r.email) && Number(r.email_verified) === 1 && !r.email_bounced_at,
      }));
    },
    /** Opens the ask at `at` if nobody did since the scan (true for exactly one caller). */
    async claimAsk(id: number, cutoff: string, at: string): Promise<boolean> {
      const r = await db
        .updateTable('listings')
        .set({ stale_asked_at: at })
        .where('id', '=', id)
        .where('status', '=', 'AVAILABLE')
        .where('stale_asked_at', 'is', null)
        .where('updated_at', '<=', cutoff)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /** Hides every listing asked at or before `cutoff` and still unanswered; how many. */
    async hideUnanswered(cutoff: string): Promise<number> {
      const r = await db
        .updateTable('listings')
        .set({ status: 'STALE' })
        .where('status', '=', 'AVAILABLE')
        .where('stale_asked_at', 'is not', null)
        .where('stale_asked_at', '<=', cutoff)
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },
    /**
     * An e-mail link's answer to the ask opened at `askedAt`: the listing becomes `status`, the
     * ask closes and the clock restarts. False when that ask is no longer open (used, answered in
     * the app, edited, taken meanwhile): the link is then spent.
     */
    async answer(id: number, askedAt: string, status: 'AVAILABLE' | 'TAKEN', at: string) {
      const r = await db
        .updateTable('listings')
        .set({ status, updated_at: at, stale_asked_at: null })
        .where('id', '=', id)
        .where('stale_asked_at', '=', askedAt)
        .where('status', 'in', ['AVAILABLE', 'STALE'])
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /** The mail server refused this address for good: never mail it again (until it changes). */
    async markBounced(userId: number, email: string, at: string) {
      await db
        .updateTable('users')
        .set({ email_bounced_at: at })
        .where('id', '=', userId)
        .where('email', '=', email)
        .execute();
    },
  };
}
