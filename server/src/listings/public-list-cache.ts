import { preparedBodyCache, type PreparedBody } from '../http/representation';
import { REPLY_TIME_CACHE_MS } from '../reply-time/reply-time';
import { signingBucketStart } from '../storage/object-store';

/**
 * Listings' pages kept prepared, the least recently read dropped first: an entry is a few KB of
 * JSON and its compressed copies, so 2,000 hold at most a few tens of MB, and the pages people
 * open (the newest, the ones shared) stay in.
 */
const PAGES_KEPT = 2_000;

/**
 * The public answers every visitor gets alike, serialized once per (data version, Madison day,
 * signing hour) and compressed once per encoding (`http/representation.ts`): the listing list, and
 * each listing's page. Signed links are stable within the hour, so the ETags are too, and a poll
 * of an unchanged answer is a 304 or a copy of a ready buffer. Every write that changes what either
 * shows (the listing, its photos, its lister, its reports) bumps the data version, on whichever
 * instance it lands. A page also carries its lister's reply time, itself a statistic cached for
 * `REPLY_TIME_CACHE_MS`: the page is rebuilt at least that often.
 */
export function publicListCache(opts: {
  load: () => Promise<unknown[]>;
  loadPage: (id: number) => Promise<unknown>;
  version: () => Promise<number>;
  today: () => string;
}) {
  const list = preparedBodyCache<'list'>(1);
  const pages = preparedBodyCache<number>(PAGES_KEPT);
  const dataVersion = async () => `${await opts.version()}|${opts.today()}|${signingBucketStart()}`;
  return {
    async get(): Promise<PreparedBody> {
      return list.get('list', await dataVersion(), opts.load);
    },
    /** A listing's page; a listing that does not exist throws and is not remembered. */
    async page(id: number): Promise<PreparedBody> {
      const replyTimeBucket = Math.floor(Date.now() / REPLY_TIME_CACHE_MS);
      return pages.get(id, `${await dataVersion()}|${replyTimeBucket}`, () => opts.loadPage(id));
    },
  };
}
