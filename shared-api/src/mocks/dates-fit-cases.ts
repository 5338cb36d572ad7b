/**
 * The dates filter's cases, run through the list (`applyFilters` on the client's view of listings,
 * shared-api's filters/dates-fit.test.ts) and through the server's saved-search matching on a real
 * database (server/test/saved-searches-dates.test.ts): the one definition, the same answers.
 * Listings are given oldest first; `fit` is what the list shows for each.
 */
export interface DatesFitListing {
  name: string;
  startDate: string;
  endDate: string;
  /** 'full' and 'partial' are shown (partial with `covers`), 'none' is not. */
  fit: 'full' | 'partial' | 'none';
  covers?: string;
}

export const DATES_FIT_QUERY = 'moveIn=2099-03-01&moveOut=2099-06-15';

export const DATES_FIT_LISTINGS: readonly DatesFitListing[] = [
  {
    name: 'Partial, starts late',
    startDate: '2099-03-10',
    endDate: '2099-08-31',
    fit: 'partial',
    covers: 'covers Mar 10 – Jun 15 of your dates',
  },
  { name: 'Exactly the stay', startDate: '2099-03-01', endDate: '2099-06-15', fit: 'full' },
  { name: 'Ends on move-in day', startDate: '2099-01-10', endDate: '2099-03-01', fit: 'none' },
  {
    name: 'Partial, ends early',
    startDate: '2099-01-10',
    endDate: '2099-05-31',
    fit: 'partial',
    covers: 'covers Mar 1 – May 31 of your dates',
  },
  { name: 'Starts on move-out day', startDate: '2099-06-15', endDate: '2099-08-31', fit: 'none' },
  { name: 'Around the stay', startDate: '2099-02-15', endDate: '2099-07-31', fit: 'full' },
  {
    name: 'One night',
    startDate: '2099-06-14',
    endDate: '2099-08-31',
    fit: 'partial',
    covers: 'covers Jun 14 – Jun 15 of your dates',
  },
  { name: 'After the stay', startDate: '2099-07-01', endDate: '2099-12-31', fit: 'none' },
];

/** The list's order for the newest-first sort: full covers, then partial ones, newest first. */
export const DATES_FIT_ORDER = [
  ...DATES_FIT_LISTINGS.filter((l) => l.fit === 'full').reverse(),
  ...DATES_FIT_LISTINGS.filter((l) => l.fit === 'partial').reverse(),
].map((l) => l.name);
