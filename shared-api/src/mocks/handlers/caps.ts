import { apiError } from './auth';

/**
 * The server's per-user caps over a sliding window (listings a day, new conversations an hour), kept
 * in memory per handler set: `hit(uid)` answers the server's 429 when the cap is reached, else
 * records one more and answers null.
 */
export function slidingCap(max: number, windowMs: number, message: string) {
  const times = new Map<string, number[]>();
  return (uid: string, now = Date.now()) => {
    const recent = (times.get(uid) ?? []).filter((t) => t > now - windowMs);
    if (recent.length >= max) {
      const retry = Math.max(1, Math.ceil(((recent[0] ?? now) + windowMs - now) / 1000));
      const res = apiError(429, message);
      res.headers.set('retry-after', String(retry));
      return res;
    }
    times.set(uid, [...recent, now]);
    return null;
  };
}
