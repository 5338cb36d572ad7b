/**
 * The student's own stay: a move-in and a move-out day (`YYYY-MM-DD`). Days are compared as nights,
 * half-open: a stay from Sep 1 to Dec 15 needs the nights of Sep 1 … Dec 14, and a listing from
 * Jan 1 to Sep 1 gives nothing to someone moving in on Sep 1 (they swap keys that day). Dates are
 * compared as text (ISO days order as text), never through `Date`, so no time zone can move a day.
 */

/** The dates filter: both set and move-out after move-in, else no filter. '' means unset. */
export interface StayDates {
  moveIn: string;
  moveOut: string;
}
/** Dates that apply: both set, move-out after move-in. */
export type Stay = StayDates;

/** What a listing needs for the dates filter (ISO days, or any ISO time; null when unknown). */
export interface DatedListing {
  startDate?: string | null;
  endDate?: string | null;
}

/** How a listing fits a stay: all of it, or the part it covers (ISO days, `to` is a move-out day). */
export type StayFit = { kind: 'full' } | { kind: 'partial'; from: string; to: string };

/** The dates a person can pick: 2000–2099, in the date inputs and in links. */
export const STAY_DAY_MIN = '2000-01-01';
export const STAY_DAY_MAX = '2099-12-31';

export const STAY_MESSAGES = {
  unreadable: 'The dates in this link could not be read, so they are not applied.',
  inverted: 'Move-out must be after move-in. Your dates are not applied.',
  needMoveOut: 'Add a move-out date to see listings that fit.',
  needMoveIn: 'Add a move-in date to see listings that fit.',
} as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written `YYYY-MM-DD`, else null. */
function calendarDay(value: string | null | undefined): string | null {
  const m = value ? ISO_DAY.exec(value) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  return check.getUTCMonth() === mo - 1 && check.getUTCDate() === d ? (value as string) : null;
}

/** A day a person may give: a real day in 2000–2099 written `YYYY-MM-DD`, else null. */
export function isoDay(value: string | null | undefined): string | null {
  const day = calendarDay(value);
  return day && day >= STAY_DAY_MIN && day <= STAY_DAY_MAX ? day : null;
}

/** The day part of a listing's date (`2026-09-01` or `2026-09-01T00:00:00Z`), else null. */
const listingDay = (value: string | null | undefined) => calendarDay(value?.slice(0, 10));

/** The stay the filters stand for, or null when the dates are unset, half set or inverted. */
export function stayOf(f: StayDates): Stay | null {
  if (!f.moveIn || !f.moveOut || f.moveOut <= f.moveIn) return null;
  return { moveIn: f.moveIn, moveOut: f.moveOut };
}

/** Why dates that were given are not applied (null when none are given or they apply). */
export function stayIssue(f: StayDates): string | null {
  if (!f.moveIn && !f.moveOut) return null;
  if (!f.moveOut) return STAY_MESSAGES.needMoveOut;
  if (!f.moveIn) return STAY_MESSAGES.needMoveIn;
  return f.moveOut <= f.moveIn ? STAY_MESSAGES.inverted : null;
}

/**
 * The same for a query string, which may also hold dates that are not days at all (a hand-edited
 * or truncated link): those are dropped when the filters are read, and said so here.
 */
export function stayParamsIssue(params: URLSearchParams): string | null {
  const moveIn = params.get('moveIn');
  const moveOut = params.get('moveOut');
  if ((moveIn && !isoDay(moveIn)) || (moveOut && !isoDay(moveOut))) return STAY_MESSAGES.unreadable;
  return stayIssue({ moveIn: moveIn ?? '', moveOut: moveOut ?? '' });
}

/**
 * How the listing fits the stay: 'full' when it is available from move-in to move-out, 'partial'
 * with the covered part when they share at least a night, null when they share none. A listing
 * without a start or an end date cannot be said to fit, so it is null too.
 */
export function stayFit(listing: DatedListing, stay: Stay): StayFit | null {
  const start = listingDay(listing.startDate);
  const end = listingDay(listing.endDate);
  if (!start || !end) return null;
  if (start <= stay.moveIn && end >= stay.moveOut) return { kind: 'full' };
  const from = start > stay.moveIn ? start : stay.moveIn;
  const to = end < stay.moveOut ? end : stay.moveOut;
  return from < to ? { kind: 'partial', from, to } : null;
}

const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const parts = (day: string) => {
  const [y = '', m = '', d = ''] = day.split('-');
  return { year: y, label: `${SHORT_MONTHS[Number(m) - 1] ?? ''} ${Number(d)}` };
};

/**
 * 'Sep 1 – Dec 15' within a year ('Sep 1 – Dec 15, 2026' with `withYear`, where no other date
 * says which year); 'Dec 20, 2026 – Jan 5, 2027' across one.
 */
export function formatDayRange(from: string, to: string, withYear = false): string {
  const a = parts(from);
  const b = parts(to);
  if (a.year !== b.year) return `${a.label}, ${a.year} – ${b.label}, ${b.year}`;
  return `${a.label} – ${b.label}${withYear ? `, ${b.year}` : ''}`;
}

/** The card's line for a partial fit: 'covers Sep 1 – Dec 15 of your dates'. */
export const coverLabel = (fit: StayFit): string | undefined =>
  fit.kind === 'partial' ? `covers ${formatDayRange(fit.from, fit.to)} of your dates` : undefined;
