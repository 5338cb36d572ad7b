import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { signingBucketStart } from '../storage/object-store';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type Encoding = 'br' | 'gzip' | 'identity';

interface Entry {
  key: string;
  etag: string;
  bodies: Partial<Record<Encoding, Promise<Buffer>>>;
}

/**
 * The public listing list, serialized once per (data version, Madison day, signing hour) and
 * compressed once per encoding. Signed links are stable within the hour, so the ETag is too, and a
 * poll of an unchanged list is a 304 or a copy of a ready buffer.
 */
export function publicListCache(opts: {
  load: () => Promise<unknown[]>;
  version: () => Promise<number>;
  today: () => string;
}) {
  let current: Promise<Entry> | undefined;
  let currentKey = '';

  async function build(key: string): Promise<Entry> {
    const json = Buffer.from(JSON.stringify(await opts.load()));
    const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
    return { key, etag, bodies: { identity: Promise.resolve(json) } };
  }

  return {
    async get(): Promise<{ etag: string; body: (encoding: Encoding) => Promise<Buffer> }> {
      const key = `${await opts.version()}|${opts.today()}|${signingBucketStart()}`;
      if (!current || currentKey !== key) {
        currentKey = key;
        current = build(key);
        // A failed build must not be remembered.
        current.catch(() => {
          if (currentKey === key) current = undefined;
        });
      }
      const entry = await current;
      return {
        etag: entry.etag,
        body(encoding) {
          let body = entry.bodies[encoding];
          if (!body) {
            const identity = entry.bodies.identity as Promise<Buffer>;
            body =
              encoding === 'br'
                ? identity.then((b) =>
                    brotli(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
                  )
                : identity.then((b) => gzip(b, { level: 6 }));
            entry.bodies[encoding] = body;
          }
          return body;
        },
      };
    },
  };
}

/** The best encoding the client accepts (q=0 means refused). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const item of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = item.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}
