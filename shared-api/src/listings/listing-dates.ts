/**
 * Calendar dates without time zones. A listing's `2026-09-01` must read 9/1 everywhere: `new Date('2026-09-01')`
 * is UTC midnight, which is still August 31 in Madison, so date-only strings are read field by field.
 */
export interface CalendarDate {
  year: number;
  month: number; // 1–12
  day: number;
}

const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/**
 * `YYYY-MM-DD` (or the date part of a `YYYY-MM-DDT…` value, which servers send for date columns) as
 * written; any other parseable value by its local calendar day; null when missing or invalid.
 */
export function parseCalendarDate(value: string | null | undefined): CalendarDate | null {
  if (!value) return null;
  let known = recent.get(value);
  if (known === undefined) {
    if (recent.size >= RECENT_DATES) recent.clear();
    known = readCalendarDate(value);
    recent.set(value, known);
  }
  return known;
}

/**
 * Each listing's dates are read five or six times as it becomes a card (its dates, labels, term),
 * and a town of listings shares few dates: a list of 5,000 read the same strings ~30,000 times.
 * Values are frozen, as they are shared; the map starts over when full.
 */
const recent = new Map<string, CalendarDate | null>();
const RECENT_DATES = 2_000;

function readCalendarDate(value: string): CalendarDate | null {
  const m = DATE_PREFIX.exec(value.trim());
  if (m) {
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
    return Object.freeze({ year, month, day });
  }
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return Object.freeze({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() });
}

/** Normalises any date the server sends to `YYYY-MM-DD` (form inputs, comparisons), or null. */
export function toIsoDate(value: string | null | undefined): string | null {
  const d = parseCalendarDate(value);
  if (!d) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}

/** 'Expected Start:' style, numeric US month/day/year: `9/1/2026`; 'TBD' when missing. */
export function formatUsDate(value: string | null | undefined): string {
  const d = parseCalendarDate(value);
  return d ? `${d.month}/${d.day}/${d.year}` : 'TBD';
}

/**
 * Month/day/2-digit year: `9/1/26`; 'TBD' when missing (the view model's startDate/endDate labels).
 */
export function formatShortDate(value: string | null | undefined): string {
  const d = parseCalendarDate(value);
  return d ? `${d.month}/${d.day}/${String(d.year % 100).padStart(2, '0')}` : 'TBD';
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const DEFAULT_MEMBER_SINCE = 'Member since 2023';

/** 'Member since {Month Year}' from an account creation time, else 'Member since 2023'. */
export function memberSince(value: string | null | undefined): string {
  const d = parseCalendarDate(value);
  return d ? `Member since ${MONTHS[d.month - 1]} ${d.year}` : DEFAULT_MEMBER_SINCE;
}
