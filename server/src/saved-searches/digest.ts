import type { Mailer } from '../contact/mailer';
import type { TrustConfig } from '../config/env';
import type { Db } from '../db/database';
import { DAY_MS } from '../http/quota';
import { madisonToday } from '../listings/listings.service';
import { matcher } from './matching';
import { savedSearchesRepository, type CandidateRow } from './saved-searches.repository';
import type { UnsubscribeTokens } from '../mail/unsubscribe-token';

/**
 * The e-mail digest of saved-search alerts (docs/decisions/0027-saved-searches-and-alerts.md). Each
 * run mails every user who is due — e-mail on, a verified address, no digest in the
 * last 24 h, and new matches not mailed before — one mail listing each search's new listings.
 * Safe with several instances on one database: a user's digest is claimed by one conditional
 * UPDATE (`claimDigest`) in the transaction that records what it mails, so only one instance sends
 * it and a listing is never mailed twice for a search. A failed send gives the claim and the record
 * back, so the next run tries again.
 */
export interface DigestJobDeps {
  db: Db;
  /** Without SMTP there is no mailer and nothing is sent. */
  mailer?: Mailer;
  trust: TrustConfig;
  tokens: UnsubscribeTokens;
  /** The site's origin for links; without one the digest cannot be written (nothing is sent). */
  siteUrl: string | undefined;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/** Listings named per search in one mail; the rest are counted ('and 3 more'). */
export const DIGEST_LISTINGS_PER_SEARCH = 10;

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

interface DigestSection {
  id: number;
  name: string;
  query: string;
  listings: CandidateRow[];
}

export function digestMail(
  sections: DigestSection[],
  siteUrl: string,
  unsubscribeUrl: string,
): { subject: string; text: string } {
  const total = sections.reduce((n, s) => n + s.listings.length, 0);
  const lines = ['New listings match your saved searches.', ''];
  for (const s of sections) {
    const open = `${siteUrl}/listings?${s.query ? `${s.query}&` : ''}search=${s.id}`;
    lines.push(`${s.name} (${s.listings.length} new)`);
    for (const l of s.listings.slice(0, DIGEST_LISTINGS_PER_SEARCH)) {
      lines.push(
        `  - ${l.title}, ${usd.format(Number(l.rent))}/month: ${siteUrl}/listings/${l.id}`,
      );
    }
    const more = s.listings.length - DIGEST_LISTINGS_PER_SEARCH;
    if (more > 0) lines.push(`  … and ${more} more`);
    lines.push(`  Open this search: ${open}`, '');
  }
  lines.push(
    'You get at most one of these e-mails a day.',
    `To stop them: ${unsubscribeUrl}`,
    '(or turn off e-mails on the Saved Searches tab of your profile).',
  );
  return {
    subject:
      total === 1
        ? '1 new listing matches your saved searches'
        : `${total} new listings match your saved searches`,
    text: `${lines.join('\n')}\n`,
  };
}

/** One run; returns how many digests this instance sent. Tests call it directly (no timers). */
export async function runDigest(deps: DigestJobDeps, now = new Date()): Promise<number> {
  const { db, mailer, trust, tokens, siteUrl, log } = deps;
  if (!mailer) return 0;
  if (!siteUrl) {
    log.warn({}, 'saved-search digest: SITE_URL is not set, no e-mail can link to the site');
    return 0;
  }
  const repo = savedSearchesRepository(db.kysely);
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - DAY_MS).toISOString();
  const today = madisonToday(now);
  let sent = 0;
  for (const user of await repo.digestDue(cutoff)) {
    if (!user.email) continue;
    const searches = await repo.listByUser(user.id);
    const since = searches.reduce((m, s) => (s.last_seen_at < m ? s.last_seen_at : m), '\uffff');
    const newOf = matcher(await repo.candidates(user.id, since, today), trust);
    const mailed = await repo.mailedFor(searches.map((s) => s.id));
    const sections = searches
      .map((s) => ({
        id: s.id,
        name: s.name,
        query: s.query,
        listings: newOf(s).filter((l) => !mailed.has(`${s.id}:${l.id}`)),
      }))
      .filter((s) => s.listings.length > 0);
    if (sections.length === 0) continue;

    const records = sections.flatMap((s) =>
      s.listings.map((l) => ({ saved_search_id: s.id, listing_id: l.id, mailed_at: at })),
    );
    const claimed = await db.kysely.transaction().execute(async (trx) => {
      const r = savedSearchesRepository(trx);
      if (!(await r.claimDigest(user.id, at, cutoff))) return false;
      await r.recordMailed(records);
      return true;
    });
    // Another instance has it (or the user turned e-mail off meanwhile).
    if (!claimed) continue;

    const unsubscribeUrl = `${siteUrl}/api/saved-searches/unsubscribe?token=${encodeURIComponent(
      tokens.sign(user.id),
    )}`;
    try {
      await mailer.send({
        to: user.email,
        ...digestMail(sections, siteUrl, unsubscribeUrl),
        // RFC 2369 / RFC 8058: mail clients offer their own one-click 'Unsubscribe'.
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      sent++;
    } catch (err) {
      log.warn({ err, userId: user.id }, 'saved-search digest: sending failed, will retry');
      await db.kysely.transaction().execute(async (trx) => {
        const r = savedSearchesRepository(trx);
        await r.forgetMailed(records, at);
        await r.releaseDigest(user.id, at, user.digest_sent_at);
      });
    }
  }
  if (sent > 0) log.info({ sent }, 'saved-search digests sent');
  return sent;
}

/** server.ts: a run now and every `minutes` (0 or no mailer: never). Returns the stop. */
export function startDigestJob(deps: DigestJobDeps, minutes: number) {
  const { mailer } = deps;
  if (!mailer || minutes <= 0) return () => undefined;
  // A slow run (many users, a slow relay) is not overlapped by the next one on this instance.
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    runDigest(deps)
      .catch((err: unknown) => deps.log.warn({ err }, 'saved-search digest run failed'))
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
