import type { FastifyBaseLogger } from 'fastify';
import {
  SAVED_SEARCHES_MAX,
  SAVED_SEARCH_MESSAGES,
  createSavedSearchSchema,
  renameSavedSearchSchema,
  savedSearchAlertsSchema,
  matchesFilters,
  type SavedSearchAlerts,
  type SavedSearchDto,
} from 'shared-api/schemas';
import type { TrustConfig } from '../config/env';
import { nowIso, type Db } from '../db/database';
import type { EventBus } from '../events/event-bus';
import { conflict, notFound } from '../http/errors';
import { parseId, parseOr400 } from '../http/validate';
import { madisonToday } from '../listings/listings.service';
import type { PushService } from '../push/push.service';
import { filterView, isHidden, matcher, searchFilters } from './matching';
import { savedSearchesRepository, type SavedSearchRow } from './saved-searches.repository';
import type { UnsubscribeTokens } from '../mail/unsubscribe-token';

export type SavedSearchesService = ReturnType<typeof savedSearchesService>;

/** User ids per published event (≤ 11 characters each, well under NOTIFY's 8000 bytes). */
const NOTIFY_BATCH = 400;

type SearchOfOther = Awaited<
  ReturnType<ReturnType<typeof savedSearchesRepository>['searchesOfOthers']>
>[number];

/** Saved searches and alerts (docs/decisions/0027-saved-searches-and-alerts.md). */
export function savedSearchesService(deps: {
  db: Db;
  events: EventBus;
  trust: TrustConfig;
  tokens: UnsubscribeTokens;
  log: FastifyBaseLogger;
  push?: PushService;
}) {
  const { db, events, trust, tokens, log, push } = deps;
  const repo = savedSearchesRepository(db.kysely);
  /** Their other tabs refetch (a hint: the answers stay the source of truth). */
  const changed = (userId: number) => events.publish([userId], { type: 'saved-searches' });

  /** DTOs with their new matches: one candidates query for all of the user's searches. */
  async function toDtos(userId: number, rows: SavedSearchRow[]): Promise<SavedSearchDto[]> {
    if (rows.length === 0) return [];
    const since = rows.reduce((min, r) => (r.last_seen_at < min ? r.last_seen_at : min), '\uffff');
    const newOf = matcher(await repo.candidates(userId, since, madisonToday()), trust);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      query: r.query,
      createdAt: r.created_at,
      lastSeenAt: r.last_seen_at,
      newListingIds: newOf(r).map((c) => c.id),
    }));
  }

  async function one(userId: number, id: number): Promise<SavedSearchDto> {
    const row = await repo.find(id, userId);
    if (!row) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
    const [dto] = await toDtos(userId, [row]);
    if (!dto) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
    return dto;
  }

  /**
   * Web Push (docs/decisions/0030-web-push.md): per user who holds a subscription, one push per
   * matching search, saying how many listings are new for it since it was last opened.
   */
  async function queuePushes(push: PushService, matched: Map<number, SearchOfOther[]>) {
    const reachable = await push.usersWithSubscriptions([...matched.keys()]);
    for (const userId of reachable) {
      const searches = matched.get(userId) ?? [];
      const since = searches.reduce((m, r) => (r.last_seen_at < m ? r.last_seen_at : m), '\uffff');
      const newOf = matcher(await repo.candidates(userId, since, madisonToday()), trust);
      await push.queueSavedSearches(
        userId,
        searches.map((s) => ({
          id: s.id,
          name: s.name,
          query: s.query,
          newCount: newOf(s).length,
        })),
      );
    }
  }

  const idOr404 = (raw: string) => {
    const id = parseId(raw);
    if (id === null) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
    return id;
  };

  return {
    async list(userId: number): Promise<SavedSearchDto[]> {
      return toDtos(userId, await repo.listByUser(userId));
    },

    /** 409 for the same canonical query twice (unique pair, races too) and beyond the cap. */
    async create(userId: number, body: unknown): Promise<SavedSearchDto> {
      const input = parseOr400(createSavedSearchSchema, body);
      const now = nowIso();
      const id = await db.kysely.transaction().execute(async (trx) => {
        const r = savedSearchesRepository(trx);
        if ((await r.countByUser(userId)) >= SAVED_SEARCHES_MAX) {
          // The same query again says so, even at the cap (more useful than "delete one").
          const all = await r.listByUser(userId);
          if (all.some((s) => s.query === input.query))
            throw conflict(SAVED_SEARCH_MESSAGES.duplicate);
          throw conflict(SAVED_SEARCH_MESSAGES.tooMany);
        }
        const inserted = await r.insert({
          user_id: userId,
          name: input.name,
          query: input.query,
          created_at: now,
          last_seen_at: now,
        });
        if (inserted === null) throw conflict(SAVED_SEARCH_MESSAGES.duplicate);
        return inserted;
      });
      changed(userId);
      return one(userId, id);
    },

    async rename(userId: number, rawId: string, body: unknown): Promise<SavedSearchDto> {
      const id = idOr404(rawId);
      if (!(await repo.find(id, userId))) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
      const { name } = parseOr400(renameSavedSearchSchema, body);
      if (!(await repo.rename(id, userId, name))) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
      changed(userId);
      return one(userId, id);
    },

    async remove(userId: number, rawId: string): Promise<void> {
      if (!(await repo.remove(idOr404(rawId), userId)))
        throw notFound(SAVED_SEARCH_MESSAGES.notFound);
      changed(userId);
    },

    /** Opened: its new matches start again from now. */
    async seen(userId: number, rawId: string): Promise<SavedSearchDto> {
      const id = idOr404(rawId);
      const done = await db.kysely
        .transaction()
        .execute((trx) => savedSearchesRepository(trx).markSeen(id, userId, nowIso()));
      if (!done) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
      changed(userId);
      return one(userId, id);
    },

    alerts: (userId: number): Promise<SavedSearchAlerts> => repo.alertsOf(userId),

    async setAlerts(userId: number, body: unknown): Promise<SavedSearchAlerts> {
      const { email } = parseOr400(savedSearchAlertsSchema, body);
      await repo.setEmail(userId, email);
      changed(userId);
      return { email };
    },

    /** The digest's link: true when the token is good (e-mail is then off), false otherwise. */
    async unsubscribe(token: unknown): Promise<boolean> {
      const userId = tokens.verify(token);
      if (userId === null) return false;
      // A deleted account has nothing left to send; the page still says it is done.
      if (await repo.userExists(userId)) {
        await repo.setEmail(userId, false);
        changed(userId);
      }
      return true;
    },

    /**
     * After a listing's transaction commits: tell every other user with a saved search it matches.
     * One read of all saved searches (each distinct query parsed once); failures are only logged,
     * since the event is a hint and the counts are computed on read anyway.
     */
    async announceNewListing(listingId: number, posterId: number): Promise<void> {
      try {
        const listing = await repo.findCandidate(listingId, madisonToday());
        if (!listing || isHidden(listing, trust)) return;
        const view = filterView(listing);
        const verdicts = new Map<string, boolean>();
        const matched = new Map<number, SearchOfOther[]>();
        for (const s of await repo.searchesOfOthers(posterId)) {
          if (s.user_id === posterId) continue;
          let match = verdicts.get(s.query);
          if (match === undefined) {
            match = matchesFilters(view, searchFilters(s.query));
            verdicts.set(s.query, match);
          }
          if (match) matched.set(s.user_id, [...(matched.get(s.user_id) ?? []), s]);
        }
        // PostgreSQL's NOTIFY payload is at most 8000 bytes: addressees go in batches.
        const ids = [...matched.keys()];
        for (let i = 0; i < ids.length; i += NOTIFY_BATCH)
          events.publish(ids.slice(i, i + NOTIFY_BATCH), { type: 'saved-searches' });
        if (push) await queuePushes(push, matched);
      } catch (err) {
        log.warn({ err, listingId }, 'saved searches: announcing a new listing failed');
      }
    },
  };
}
