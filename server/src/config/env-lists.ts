// The environment's comma-separated lists (TRUST_PROXY, VERIFIED_STUDENT_DOMAINS): each entry
// checked, and every bad one named in `problems` (loadConfig reports them all at once).
import net from 'node:net';
import { DEFAULT_STUDENT_DOMAINS } from 'shared-api/schemas';

const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset, '' or false trusts no one (the client is the socket's peer); true trusts every
 * peer (only behind a proxy that overwrites X-Forwarded-For); otherwise a comma-separated list of
 * addresses, CIDR ranges and proxy-addr's names loopback, linklocal, uniquelocal. `pnpm start` sets
 * `loopback` (+ its own TRUST_PROXY) for the API behind its /api proxy.
 */
export function parseTrustProxy(value: string | undefined, problems: string[]): boolean | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const max = net.isIPv4(address) ? 32 : 128;
    const validPrefix = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= max);
    if (PROXY_RANGES.has(entry)) continue;
    if (extra !== undefined || net.isIP(address) === 0 || !validPrefix) {
      problems.push(
        `TRUST_PROXY: "${entry}" is not an address, a range like 10.0.0.0/8, or loopback, linklocal, uniquelocal`,
      );
    }
  }
  return entries;
}

const DOMAIN = /^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/i;

/**
 * VERIFIED_STUDENT_DOMAINS: unset → `.edu`; `none` → nobody is shown as a student; otherwise a
 * comma-separated list of domains (`.edu,.ac.uk,wisc.edu`), each matching itself and its subdomains.
 */
export function parseStudentDomains(
  value: string | undefined,
  problems: string[],
): readonly string[] {
  if (value === undefined) return DEFAULT_STUDENT_DOMAINS;
  if (value.toLowerCase() === 'none') return [];
  const entries = value
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of entries) {
    if (!DOMAIN.test(entry))
      problems.push(
        `VERIFIED_STUDENT_DOMAINS: "${entry}" is not a domain like .edu or wisc.edu (or use none)`,
      );
  }
  return entries;
}
