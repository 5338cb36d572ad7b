// The stale-listing clock (docs/decisions/0025-taken-stale-and-lister-figures.md): days as numbers
// so tests and
// demos can shorten them (fractions allowed: 0.0001 days ≈ 9 s).
import { z } from 'zod';

export interface StaleConfig {
  /** A listing not updated or confirmed for this long asks its lister 'Still available?'. */
  askAfterMs: number;
  /** Unanswered for this much longer, it is hidden as stale until the lister confirms. */
  hideAfterMs: number;
  /** How often each instance runs the sweep (asks, mails, hides). */
  sweepMs: number;
}

const DAY_MS = 86_400_000;
const days = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number of days from 0.0001 to 365 (fractions allowed)' })
    .min(0.0001, 'must be a number of days from 0.0001 to 365 (fractions allowed)')
    .max(365, 'must be a number of days from 0.0001 to 365 (fractions allowed)')
    .default(fallback);

export const staleEnvShape = {
  STALE_ASK_DAYS: days(14),
  STALE_HIDE_DAYS: days(7),
  STALE_SWEEP_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds from 1 to 86400' })
    .int('must be a whole number of seconds from 1 to 86400')
    .min(1, 'must be a whole number of seconds from 1 to 86400')
    .max(86_400, 'must be a whole number of seconds from 1 to 86400')
    .default(600),
};

export function staleConfig(e: {
  STALE_ASK_DAYS: number;
  STALE_HIDE_DAYS: number;
  STALE_SWEEP_SECONDS: number;
}): StaleConfig {
  return {
    askAfterMs: Math.round(e.STALE_ASK_DAYS * DAY_MS),
    hideAfterMs: Math.round(e.STALE_HIDE_DAYS * DAY_MS),
    sweepMs: e.STALE_SWEEP_SECONDS * 1000,
  };
}
