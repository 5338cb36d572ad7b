import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { isValidKey, MAX_UPLOAD_BYTES } from './object-store';
import { SNIFF_BYTES, sniffImageType } from './image-sniff';
import type { LocalObjectStore } from './local-object-store';

const NOT_IMAGE = 'Only JPEG, PNG, GIF or WebP images can be uploaded';
const TOO_LARGE = 'Image must be 5 MB or smaller';
const BAD_LINK = 'This link is invalid or has expired';

interface SignedQuery {
  exp?: string;
  sig?: string;
}

// A refusal mid-upload leaves the rest of the body unread: close the connection rather than drain it.
const refuse = (status: number, message: string) =>
  new HttpError(status, message, { connection: 'close' });

/**
 * The local store's upload and download endpoints. Bytes are streamed to a temp file, capped at
 * 5 MB and sniffed; only a complete, valid image is renamed into place, so a refused or broken
 * upload leaves nothing behind.
 */
export async function localStorageRoutes(
  app: FastifyInstance,
  opts: { store: LocalObjectStore; uploadLimit: number },
) {
  const { store } = opts;
  // Upload bodies are raw bytes of any declared type: hand the stream to the handler untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put<{ Params: { '*': string }; Querystring: SignedQuery }>(
    '/upload/*',
    {
      config: { rateLimit: { max: opts.uploadLimit, timeWindow: '1 minute' } },
      schema: { hide: true },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isValidKey(key) || !store.verify('put', key, request.query.exp, request.query.sig)) {
        throw refuse(403, BAD_LINK);
      }
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > MAX_UPLOAD_BYTES) throw refuse(413, TOO_LARGE);
      const source = (request.body as Readable | undefined) ?? request.raw;
      await receive(store, key, source);
      return reply.code(200).send({ key });
    },
  );

  app.get<{ Params: { '*': string }; Querystring: SignedQuery }>(
    '/object/*',
    { schema: { hide: true } },
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

async function receive(
  store: LocalObjectStore,
  key: string,
  source: AsyncIterable<Buffer> | FastifyRequest['raw'],
) {
  const tmp = path.join(store.root, '.tmp', randomBytes(12).toString('hex'));
  let handle: fs.promises.FileHandle | undefined;
  let head = Buffer.alloc(0);
  let size = 0;
  const start = async () => {
    if (!sniffImageType(head)) throw refuse(415, NOT_IMAGE);
    handle = await fs.promises.open(tmp, 'wx');
    await handle.write(head);
  };
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_UPLOAD_BYTES) throw refuse(413, TOO_LARGE);
      if (handle) {
        await handle.write(chunk);
      } else {
        head = Buffer.concat([head, chunk]);
        if (head.length >= SNIFF_BYTES) await start();
      }
    }
    if (!handle) await start();
    await handle?.close();
    handle = undefined;
    const target = store.filePath(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.rename(tmp, target);
  } catch (err) {
    await handle?.close().catch(() => undefined);
    await fs.promises.rm(tmp, { force: true });
    throw err;
  }
}
