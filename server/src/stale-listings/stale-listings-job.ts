import type { Mailer } from '../contact/mailer';
import type { StaleConfig } from '../config/env-stale';
import { bumpListingsVersion } from '../db/data-version';
import type { Db } from '../db/database';
import { madisonToday } from '../listings/listings.service';
import { isPermanentRecipientFailure } from '../mail/smtp-failure';
import { staleListingsRepository, type DueAsk } from './stale-listings.repository';
import { staleMail } from './stale-mail';
import type { StaleLinkTokens } from './stale-token';

/**
 * The stale-listing sweep (docs/decisions/0025-taken-stale-and-lister-figures.md). Each run asks
 * every available
 * listing not updated or confirmed for `askAfterMs` 'Still available?' (in the app, and by one
 * e-mail when a mailer is configured and the lister's address is verified), then hides every ask
 * left unanswered for `hideAfterMs` (status STALE). Safe with several instances on one database:
 * an ask is opened by a conditional UPDATE (one instance wins it and sends its mail), and hiding is
 * one idempotent UPDATE.
 */
export interface StaleListingsDeps {
  db: Db;
  mailer?: Mailer;
  links: StaleLinkTokens;
  /** The site's origin for the e-mail's links; without one, no e-mail (the app still asks). */
  siteUrl: string | undefined;
  config: StaleConfig;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/** How long an e-mail's links work after their ask: the time to hiding, and as long again. */
export const linkLifetimeMs = (c: StaleConfig) => 2 * c.hideAfterMs;

/** One run; how many asks this instance opened and how many listings it hid. Tests call it directly. */
export async function runStaleListings(deps: StaleListingsDeps, now = new Date()) {
  const repo = staleListingsRepository(deps.db.kysely);
  const cutoff = new Date(now.getTime() - deps.config.askAfterMs).toISOString();
  let asked = 0;
  for (const due of await repo.dueAsks(cutoff, madisonToday(now))) {
    if (await repo.claimAsk(due.id, cutoff, now.toISOString())) {
      asked++;
      await mailAsk(deps, due, now);
    }
  }
  const hideCutoff = new Date(now.getTime() - deps.config.hideAfterMs).toISOString();
  const hidden = await deps.db.kysely.transaction().execute(async (trx) => {
    const n = await staleListingsRepository(trx).hideUnanswered(hideCutoff);
    // The public list's cache follows the version: hidden listings leave it at once.
    if (n > 0) await bumpListingsVersion(trx);
    return n;
  });
  if (asked > 0 || hidden > 0) deps.log.info({ asked, hidden }, 'stale listings: asked and hid');
  return { asked, hidden };
}

/**
 * The ask's one e-mail. A failed send is not retried (the ask stands in the app, and a retry could
 * mail twice); an address refused for good is marked bounced, as the other e-mails do.
 */
async function mailAsk(deps: StaleListingsDeps, due: DueAsk, now: Date) {
  const { mailer, siteUrl, links, config, log } = deps;
  if (!mailer || !siteUrl || !due.mailable || !due.email) return;
  const link = (answer: 'a' | 't') =>
    `${siteUrl}/api/listings/still-available?token=${encodeURIComponent(
      links.sign({ listingId: due.id, answer, askedAtMs: now.getTime() }),
    )}`;
  try {
    await mailer.send({
      to: due.email,
      ...staleMail({
        listingTitle: due.title,
        yesUrl: link('a'),
        takenUrl: link('t'),
        listingUrl: `${siteUrl}/listings/${due.id}`,
        hidesAt: new Date(now.getTime() + config.hideAfterMs),
        linksExpireAt: new Date(now.getTime() + linkLifetimeMs(config)),
      }),
    });
  } catch (err) {
    if (isPermanentRecipientFailure(err)) {
      log.warn({ err, userId: due.owner_id }, 'stale listings: address refused, not mailed again');
      await staleListingsRepository(deps.db.kysely).markBounced(
        due.owner_id,
        due.email,
        now.toISOString(),
      );
    } else {
      log.warn({ err, listingId: due.id }, 'stale listings: the ask could not be mailed');
    }
  }
}

/** server.ts: a run now and every `sweepMs`. Returns the stop. */
export function startStaleListingsJob(deps: StaleListingsDeps) {
  // A slow run (a slow relay) is not overlapped by the next one on this instance.
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    runStaleListings(deps)
      .catch((err: unknown) => deps.log.warn({ err }, 'stale listings run failed'))
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, deps.config.sweepMs);
  timer.unref();
  return () => clearInterval(timer);
}
