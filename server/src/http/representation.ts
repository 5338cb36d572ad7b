import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from './etag';
import { sendEmpty } from './send-empty';

/**
 * Cached, pre-compressed JSON answers with ETag/304 — the one HTTP representation layer of the API.
 * Services hand over data; routes decide headers through `sendPrepared`. Used by the
 * public listing list and the messages poll (brotli `PREPARED_BROTLI`); every other answer goes
 * through @fastify/compress with `BROTLI_OPTIONS` and the same `COMPRESS_THRESHOLD`.
 */
export type Encoding = 'br' | 'gzip' | 'identity';

/** The API's one brotli setting: quality 4 (the default 11 costs milliseconds per answer). */
export const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
/** Smaller answers go uncompressed: the headers would outweigh the saving. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Prepared bodies are compressed once per version, so they can afford more: quality 6 with a 16 MB
 * window (back-references across the whole list) took as long as quality 4 on the 5,000-listing
 * list (≈ 0.3 s, in the thread pool) and sent 20% less (bench/README.md "The town").
 */
const PREPARED_BROTLI = (size: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
    [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A serialized answer, compressed once per encoding on first demand. */
export interface PreparedBody {
  json: Buffer;
  /** Weak ETag of the content (same for every encoding). */
  etag: string;
  encoded(accepted: Encoding): Promise<{ payload: Buffer; encoding: Encoding }>;
}

export function preparedBody(json: Buffer): PreparedBody {
  const compressed: Partial<Record<'br' | 'gzip', Promise<Buffer>>> = {};
  return {
    json,
    etag: `W/"${createHash('sha1').update(json).digest('base64url')}"`,
    async encoded(accepted) {
      if (accepted === 'identity' || json.length < COMPRESS_THRESHOLD)
        return { payload: json, encoding: 'identity' };
      compressed[accepted] ??=
        accepted === 'br' ? brotli(json, PREPARED_BROTLI(json.length)) : gzip(json, { level: 6 });
      return { payload: await compressed[accepted], encoding: accepted };
    },
  };
}

/**
 * Prepared bodies by key, one version each, least recently used dropped beyond `maxEntries`.
 * Concurrent requests for the same version share one build; a failed build is not remembered.
 */
export function preparedBodyCache<K>(maxEntries: number) {
  const entries = new Map<K, { version: string; body: Promise<PreparedBody> }>();
  return {
    get(key: K, version: string, build: () => Promise<unknown>): Promise<PreparedBody> {
      const hit = entries.get(key);
      entries.delete(key);
      if (hit?.version === version) {
        entries.set(key, hit);
        return hit.body;
      }
      const body = build().then((data) => preparedBody(Buffer.from(JSON.stringify(data))));
      const entry = { version, body };
      entries.set(key, entry);
      body.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return body;
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

/**
 * Answers a prepared body: ETag, Cache-Control and Vary always; 304 when `If-None-Match` matches
 * (without calling `body`, so a quiet poll reads nothing); else the best accepted encoding.
 * Routes using it opt out of @fastify/compress (`compress: false`): the body is already encoded.
 */
export async function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { etag: string; cacheControl: string; body: () => Promise<PreparedBody> },
) {
  reply
    .header('etag', answer.etag)
    .header('cache-control', answer.cacheControl)
    .header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return sendEmpty(reply, 304);
  const body = await answer.body();
  const { payload, encoding } = await body.encoded(
    chooseEncoding(request.headers['accept-encoding']),
  );
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(payload);
}
