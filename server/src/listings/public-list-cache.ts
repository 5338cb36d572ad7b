import { preparedBodyCache, type PreparedBody } from '../http/representation';
import { signingBucketStart } from '../storage/object-store';

/**
 * The public listing list, serialized once per (data version, Madison day, signing hour) and
 * compressed once per encoding (`http/representation.ts`). Signed links are stable within the
 * hour, so the ETag is too, and a poll of an unchanged list is a 304 or a copy of a ready buffer.
 */
export function publicListCache(opts: {
  load: () => Promise<unknown[]>;
  version: () => Promise<number>;
  today: () => string;
}) {
  const cache = preparedBodyCache<'list'>(1);
  return {
    async get(): Promise<PreparedBody> {
      const version = `${await opts.version()}|${opts.today()}|${signingBucketStart()}`;
      return cache.get('list', version, opts.load);
    },
  };
}
