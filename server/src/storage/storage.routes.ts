import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/errors';
import { errorAnswer } from '../http/route-schemas';
import { isVariantKey } from './image-keys';
import { SNIFF_BYTES, sniffImageType } from './image-sniff';
import type { ImagesService } from './images.service';
import type { LocalObjectStore } from './local-object-store';
import { isValidKey, MAX_UPLOAD_BYTES, type ObjectStore } from './object-store';

const NOT_IMAGE = 'Only JPEG, PNG, GIF or WebP images can be uploaded';
const TOO_LARGE = 'Image must be 5 MB or smaller';
const BAD_LINK = 'This link is invalid or has expired';

interface SignedQuery {
  exp?: string;
  sig?: string;
}

/** A signed link's query, as documentation: a missing or wrong one is the handler's 403. */
const signedQuery = z.object({
  exp: z.string().optional().describe('When the link expires (seconds since 1970)'),
  sig: z.string().optional().describe('The server’s signature of the method, key and expiry'),
});
const refusal = errorAnswer;

/**
 * A body this size or smaller is read to its end (and thrown away) after a refusal; a larger or
 * unannounced one gets the connection closed instead.
 */
const DRAIN_LIMIT = 4 * MAX_UPLOAD_BYTES;

/**
 * A refusal sent before the body is read. Closing the socket with bytes still unread makes the kernel
 * reset the connection, and a proxy on the way (the site's /api proxy, the load balancer) can lose
 * the answer with it and report 502 instead of 413. So a body of announced, moderate size is left to
 * Node, which reads and drops it after the answer and keeps the connection; anything larger or of
 * unknown length is not worth the bandwidth: the connection is closed.
 */
const refuse = (status: number, message: string, request?: FastifyRequest) => {
  const declared = Number(request?.headers['content-length'] ?? Number.NaN);
  const drain = Number.isFinite(declared) && declared <= DRAIN_LIMIT;
  return new HttpError(status, message, drain ? {} : { connection: 'close' });
};

/**
 * The upload endpoint, whatever the store: bytes are read (capped at 5 MB, sniffed from the first
 * bytes), then decoded and re-encoded by the image pipeline, and only its sizes are stored. A
 * refused or broken upload stores nothing.
 */
export async function uploadRoutes(
  app: FastifyInstance,
  opts: { store: ObjectStore; images: ImagesService; uploadLimit: number },
) {
  const { store, images } = opts;
  // Upload bodies are raw bytes of any declared type: hand the stream to the handler untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put<{ Params: { '*': string }; Querystring: SignedQuery }>(
    '/upload/*',
    {
      config: { rateLimit: { max: opts.uploadLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['storage'],
        summary: 'Upload a photo with a signed upload link',
        description:
          'The body is the image’s bytes (JPEG, PNG, GIF or WebP, at most 5 MB). The link comes from a listing write or `POST /user/profile-picture`; `{key}` is the storage key, as in the link (its `/` as is, or as `%2F`). One upload per link.',
        querystring: signedQuery,
        response: {
          200: z
            .object({ key: z.string(), width: z.number().int(), height: z.number().int() })
            .describe('Stored: the key and the size of the kept image'),
          403: refusal('The link is invalid or has expired'),
          409: refusal('The link was already used, or an upload with it is under way'),
          410: refusal('What the link was for is gone'),
          413: refusal('The image is larger than 5 MB'),
          415: refusal('Not a JPEG, PNG, GIF or WebP image'),
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (
        !isValidKey(key) ||
        isVariantKey(key) ||
        !store.verifyUpload(key, request.query.exp, request.query.sig)
      ) {
        throw refuse(403, BAD_LINK, request);
      }
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > MAX_UPLOAD_BYTES) throw refuse(413, TOO_LARGE, request);
      // One upload per link (storage/upload-slots.ts); refused before any byte is read.
      try {
        await images.claim(key);
      } catch (err) {
        if (err instanceof HttpError) throw refuse(err.statusCode, err.message, request);
        throw err;
      }
      let size;
      try {
        const source = (request.body as Readable | undefined) ?? request.raw;
        size = await images.ingest(key, await receive(source));
      } catch (err) {
        await images.release(key).catch(() => undefined);
        throw err;
      }
      return reply.code(200).send({ key, ...size });
    },
  );
}

/** The local store's downloads: the stored sizes, by signed link. A base key has no object. */
export async function localDownloadRoutes(app: FastifyInstance, opts: { store: LocalObjectStore }) {
  const { store } = opts;
  app.get<{ Params: { '*': string }; Querystring: SignedQuery }>(
    '/object/*',
    {
      schema: {
        tags: ['storage'],
        summary: 'Download a stored photo with a signed link (local store only)',
        description:
          'Only when the API keeps photos itself (`STORAGE=local`); with S3 the links point at the bucket. `{key}` is the storage key, as in the link (its `/` as is, or as `%2F`).',
        querystring: signedQuery,
        response: {
          200: {
            description: 'The image (private, cacheable for an hour)',
            content: { 'image/*': { schema: z.string() } },
          },
          403: refusal('The link is invalid or has expired'),
          404: refusal('No such image'),
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isValidKey(key) || !store.verify('get', key, request.query.exp, request.query.sig)) {
        throw new HttpError(403, BAD_LINK);
      }
      const file = store.filePath(key);
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(file, 'r');
      } catch {
        throw new HttpError(404, 'Image not found');
      }
      try {
        const { size } = await handle.stat();
        const head = Buffer.alloc(SNIFF_BYTES);
        await handle.read(head, 0, SNIFF_BYTES, 0);
        const type = sniffImageType(head) ?? 'application/octet-stream';
        return reply
          .header('content-type', type)
          .header('content-length', size)
          .header('cache-control', 'private, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          .send(handle.createReadStream({ autoClose: true }));
      } catch (err) {
        await handle.close().catch(() => undefined);
        throw err;
      }
    },
  );
}

/** The whole body (at most 5 MB, so memory is fine), refused early when it is not an image. */
async function receive(source: AsyncIterable<Buffer> | FastifyRequest['raw']): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let sniffed = false;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_UPLOAD_BYTES) throw refuse(413, TOO_LARGE);
    chunks.push(chunk);
    if (!sniffed && size >= SNIFF_BYTES) {
      if (!sniffImageType(Buffer.concat(chunks))) throw refuse(415, NOT_IMAGE);
      sniffed = true;
    }
  }
  const bytes = Buffer.concat(chunks);
  if (!sniffed && !sniffImageType(bytes)) throw refuse(415, NOT_IMAGE);
  return bytes;
}
