import type { Mailer } from '../contact/mailer';
import type { Db } from '../db/database';
import { DAY_MS } from '../http/quota';
import { isPermanentRecipientFailure } from '../mail/smtp-failure';
import type { UnsubscribeTokens } from '../mail/unsubscribe-token';
import { messageEmailRepository, type DueRecipient } from './message-email.repository';
import { MAIL_MESSAGES_QUOTED, messageMail } from './message-mail';

/**
 * E-mail about unread messages (docs/decisions/0028-e-mail-about-unread-messages.md). Each run
 * mails
 * every recipient with a message unread for longer than the delay one e-mail per conversation, and
 * none again for it until their read state has moved past what was mailed. Safe with several
 * instances on one database: each mail is claimed by a conditional UPDATE in a transaction
 * (`claim`), so one instance sends it. A temporary failure gives the claim back (the next run
 * retries); a permanent refusal of the address marks it bounced (never mailed again).
 */
export interface MessageEmailDeps {
  db: Db;
  /** Without SMTP there is no mailer and nothing is sent. */
  mailer?: Mailer;
  tokens: UnsubscribeTokens;
  /** The site's origin for links; without one nothing is sent. */
  siteUrl: string | undefined;
  /** How long a message stays unread before it is mailed. */
  delayMs: number;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/** Messages unread for longer than this without a mail are left alone (a stale mail helps nobody). */
export const MESSAGE_EMAIL_LOOKBACK_MS = 7 * DAY_MS;

/** One run; returns how many e-mails this instance sent. Tests call it directly (no timers). */
export async function runMessageEmail(deps: MessageEmailDeps, now = new Date()): Promise<number> {
  const { db, mailer, siteUrl, log } = deps;
  if (!mailer) return 0;
  if (!siteUrl) {
    log.warn({}, 'message e-mail: SITE_URL is not set, no e-mail can link to the site');
    return 0;
  }
  const repo = messageEmailRepository(db.kysely);
  const cutoff = new Date(now.getTime() - deps.delayMs).toISOString();
  const since = new Date(now.getTime() - deps.delayMs - MESSAGE_EMAIL_LOOKBACK_MS).toISOString();
  let sent = 0;
  for (const due of await repo.due(cutoff, since)) {
    if (await mailOne(deps, due, now)) sent++;
  }
  if (sent > 0) log.info({ sent }, 'message e-mails sent');
  return sent;
}

async function mailOne(deps: MessageEmailDeps, due: DueRecipient, now: Date): Promise<boolean> {
  const { db, mailer, tokens, siteUrl, log } = deps;
  const repo = messageEmailRepository(db.kysely);
  const unread = await repo.unread(
    due.conversation_id,
    due.sender_id,
    due.last_read,
    MAIL_MESSAGES_QUOTED,
  );
  if (unread.count === 0) return false;
  const claim = {
    conversation_id: due.conversation_id,
    user_id: due.user_id,
    previous: due.mailed,
    upTo: unread.last,
  };
  const at = now.toISOString();
  const claimed = await db.kysely
    .transaction()
    .execute((trx) => messageEmailRepository(trx).claim(claim, at));
  // Another instance has it (or the recipient turned e-mail off meanwhile).
  if (!claimed || !mailer || !siteUrl) return false;

  const unsubscribeUrl = `${siteUrl}/api/messages/unsubscribe?token=${encodeURIComponent(
    tokens.sign(due.user_id),
  )}`;
  try {
    await mailer.send({
      to: due.email,
      ...messageMail({
        senderName: await repo.nameOf(due.sender_id),
        listingTitle: due.listing_title,
        messages: unread.first,
        count: unread.count,
        chatUrl: `${siteUrl}/messages/${due.conversation_id}`,
        unsubscribeUrl,
      }),
      // RFC 2369 / RFC 8058: mail clients offer their own one-click 'Unsubscribe'.
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    return true;
  } catch (err) {
    if (isPermanentRecipientFailure(err)) {
      log.warn({ err, userId: due.user_id }, 'message e-mail: address refused, not mailed again');
      await repo.markBounced(due.user_id, due.email, at);
    } else {
      log.warn({ err, userId: due.user_id }, 'message e-mail: sending failed, will retry');
      await repo.release(claim);
    }
    return false;
  }
}

/** How often the scan runs: a quarter of the delay, between 1 s and 60 s. */
export const scanIntervalMs = (delayMs: number) =>
  Math.min(60_000, Math.max(1_000, Math.round(delayMs / 4)));

/** server.ts: a run now and every `scanIntervalMs` (no mailer: never). Returns the stop. */
export function startMessageEmailJob(deps: MessageEmailDeps) {
  if (!deps.mailer) return () => undefined;
  // A slow run (a slow relay) is not overlapped by the next one on this instance.
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    runMessageEmail(deps)
      .catch((err: unknown) => deps.log.warn({ err }, 'message e-mail run failed'))
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, scanIntervalMs(deps.delayMs));
  timer.unref();
  return () => clearInterval(timer);
}
