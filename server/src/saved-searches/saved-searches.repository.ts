import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

const COLUMNS = ['id', 'user_id', 'name', 'query', 'created_at', 'last_seen_at'] as const;

/** A listing as saved-search matching reads it (the list's filter fields, and what a digest shows). */
export interface CandidateRow {
  id: number;
  owner_id: number;
  title: string;
  rent: number;
  term: string;
  start_date: string;
  end_date: string;
  roommates: number;
  amenities: string;
  created_at: string;
  open_reports: number | string | null;
}

export function savedSearchesRepository(db: Kysely<Database>) {
  /**
   * A listing as matching reads it, in the public list (AVAILABLE, not ended by `today`), with its
   * open reports (hidden ones are dropped by the caller).
   */
  const publicCandidates = (today: string) =>
    db
      .selectFrom('listings as l')
      .select([
        'l.id',
        'l.owner_id',
        'l.title',
        'l.rent',
        'l.term',
        'l.start_date',
        'l.end_date',
        'l.roommates',
        'l.amenities',
        'l.created_at',
      ])
      .select((eb) =>
        eb
          .selectFrom('listing_reports as r')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('r.listing_id', '=', 'l.id')
          .where('r.reviewed_at', 'is', null)
          .as('open_reports'),
      )
      .where('l.status', '=', 'AVAILABLE')
      .where('l.end_date', '>=', today);

  return {
    /** The user's searches, newest first. */
    listByUser(userId: number) {
      return db
        .selectFrom('saved_searches')
        .select(COLUMNS)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    find(id: number, userId: number) {
      return db
        .selectFrom('saved_searches')
        .select(COLUMNS)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },
    async countByUser(userId: number): Promise<number> {
      const row = await db
        .selectFrom('saved_searches')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** The new row's id, or null when the user already has this query (a race included). */
    async insert(row: {
      user_id: number;
      name: string;
      query: string;
      created_at: string;
      last_seen_at: string;
    }) {
      const inserted = await db
        .insertInto('saved_searches')
        .values(row)
        .onConflict((oc) => oc.columns(['user_id', 'query']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id ?? null;
    },
    async rename(id: number, userId: number, name: string): Promise<boolean> {
      const r = await db
        .updateTable('saved_searches')
        .set({ name })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    async remove(id: number, userId: number): Promise<boolean> {
      const r = await db
        .deleteFrom('saved_searches')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
    /** Opened: nothing before `now` is new any more, so the mail record of older ones goes too. */
    async markSeen(id: number, userId: number, now: string): Promise<boolean> {
      const r = await db
        .updateTable('saved_searches')
        .set({ last_seen_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) return false;
      await db.deleteFrom('saved_search_mailed').where('saved_search_id', '=', id).execute();
      return true;
    },

    /**
     * Every listing that could be a new match of this user's searches, in one query: created after
     * `since` (the oldest `last_seen_at`), not the user's own, and in the public list (AVAILABLE,
     * not ended by `today`); newest first. Hidden ones are dropped by the caller (open_reports).
     */
    candidates(userId: number | null, since: string, today: string): Promise<CandidateRow[]> {
      let q = publicCandidates(today).where('l.created_at', '>', since);
      if (userId !== null) q = q.where('l.owner_id', '!=', userId);
      return q.orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').execute();
    },
    findCandidate(listingId: number, today: string): Promise<CandidateRow | undefined> {
      return publicCandidates(today).where('l.id', '=', listingId).executeTakeFirst();
    },
    /** Every saved search except this user's (who to tell about a new listing of theirs). */
    searchesOfOthers(userId: number) {
      return db
        .selectFrom('saved_searches')
        .select(['id', 'user_id', 'name', 'query', 'last_seen_at'])
        .where('user_id', '!=', userId)
        .execute();
    },

    async alertsOf(userId: number): Promise<{ email: boolean }> {
      const row = await db
        .selectFrom('saved_search_alerts')
        .select('email')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return { email: row ? Number(row.email) === 1 : true };
    },
    async setEmail(userId: number, email: boolean) {
      await db
        .insertInto('saved_search_alerts')
        .values({ user_id: userId, email: email ? 1 : 0 })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ email: email ? 1 : 0 }))
        .execute();
    },
    userExists(userId: number) {
      return db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    },

    /**
     * Users the digest may mail now: a verified address, at least one saved search, e-mail on (or
     * never set) and no digest in the last 24 h (`cutoff`). Not to an address a mail server has
     * refused for good (`email_bounced_at`, found out by the message e-mail).
     */
    digestDue(cutoff: string) {
      return db
        .selectFrom('users as u')
        .leftJoin('saved_search_alerts as a', 'a.user_id', 'u.id')
        .select(['u.id', 'u.email', 'a.digest_sent_at'])
        .where('u.email', 'is not', null)
        .where('u.email_verified', '=', 1)
        .where('u.email_bounced_at', 'is', null)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('saved_searches as s')
              .select(sql`1`.as('one'))
              .whereRef('s.user_id', '=', 'u.id'),
          ),
        )
        .where((eb) => eb.or([eb('a.email', 'is', null), eb('a.email', '=', 1)]))
        .where((eb) =>
          eb.or([eb('a.digest_sent_at', 'is', null), eb('a.digest_sent_at', '<=', cutoff)]),
        )
        .orderBy('u.id')
        .execute();
    },
    /**
     * Claims this user's digest: true for exactly one caller among instances racing for it (one
     * conditional UPDATE: the row must still be unclaimed since `cutoff` and e-mail still on).
     */
    async claimDigest(userId: number, now: string, cutoff: string): Promise<boolean> {
      await db
        .insertInto('saved_search_alerts')
        .values({ user_id: userId, digest_sent_at: null })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      const r = await db
        .updateTable('saved_search_alerts')
        .set({ digest_sent_at: now })
        .where('user_id', '=', userId)
        .where('email', '=', 1)
        .where((eb) =>
          eb.or([eb('digest_sent_at', 'is', null), eb('digest_sent_at', '<=', cutoff)]),
        )
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /** Gives a claim back (the mail failed): the next run tries again. */
    async releaseDigest(userId: number, claimedAt: string, previous: string | null) {
      await db
        .updateTable('saved_search_alerts')
        .set({ digest_sent_at: previous })
        .where('user_id', '=', userId)
        .where('digest_sent_at', '=', claimedAt)
        .execute();
    },
    async mailedFor(searchIds: number[]): Promise<Set<string>> {
      if (searchIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('saved_search_mailed')
        .select(['saved_search_id', 'listing_id'])
        .where('saved_search_id', 'in', searchIds)
        .execute();
      return new Set(rows.map((r) => `${r.saved_search_id}:${r.listing_id}`));
    },
    /** Undoes `recordMailed` of one run (its send failed). */
    async forgetMailed(rows: { saved_search_id: number; listing_id: number }[], mailedAt: string) {
      for (const row of rows) {
        await db
          .deleteFrom('saved_search_mailed')
          .where('saved_search_id', '=', row.saved_search_id)
          .where('listing_id', '=', row.listing_id)
          .where('mailed_at', '=', mailedAt)
          .execute();
      }
    },
    async recordMailed(rows: { saved_search_id: number; listing_id: number; mailed_at: string }[]) {
      if (rows.length === 0) return;
      await db
        .insertInto('saved_search_mailed')
        .values(rows)
        .onConflict((oc) => oc.columns(['saved_search_id', 'listing_id']).doNothing())
        .execute();
    },
  };
}

export type SavedSearchRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof savedSearchesRepository>['find']>>
>;
