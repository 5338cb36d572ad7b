import { LIMITS } from 'shared-api/schemas';
import { HttpError } from './errors';

/** The per-user caps (`LIMITS` in shared-api/schemas); `buildApp({ caps })` adjusts them (tests). */
export type Caps = { [K in keyof typeof LIMITS]: number };
export const DEFAULT_CAPS: Caps = { ...LIMITS };

/**
 * A per-user cap over a sliding window (listings a day, conversations an hour, picture slots):
 * 429 with the cap's message and `Retry-After` = when the oldest counted item leaves the window.
 * Counted from the rows themselves, so several instances on one database agree.
 */
export function checkQuota(opts: {
  count: number;
  /** ISO time of the oldest item counted in the window (null when none). */
  oldest: string | null;
  max: number;
  windowMs: number;
  message: string;
  now: number;
}) {
  if (opts.count < opts.max) return;
  const frees = opts.oldest ? Date.parse(opts.oldest) + opts.windowMs : opts.now + opts.windowMs;
  const seconds = Math.max(1, Math.ceil((frees - opts.now) / 1000));
  throw new HttpError(429, opts.message, { 'retry-after': String(seconds) });
}

export const HOUR_MS = 3600_000;
export const DAY_MS = 24 * HOUR_MS;
