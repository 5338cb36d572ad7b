import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';
import type { Db } from '../db/database';
import { MAX_UPLOAD_BYTES } from '../storage/object-store';
import { HttpError } from './errors';
import { databaseRateLimitStore } from './rate-limit-store';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD } from './representation';

/**
 * The API's HTTP layer around the routes: CORS for the configured origins, compression, the rate
 * limiter (routes opt in with their own limit) and multipart uploads with their size limits.
 */
export async function registerHttpPlugins(
  app: FastifyInstance,
  {
    config,
    db,
    rateLimitStore,
  }: { config: AppConfig; db: Db; rateLimitStore?: 'database' | 'memory' },
) {
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    });
  }
  // Dynamic answers: the same brotli setting and threshold as the prepared ones (representation.ts).
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: BROTLI_OPTIONS,
  });
  // Counters shared by every instance on one PostgreSQL; one process owns SQLite: in memory.
  const store = rateLimitStore ?? (db.dialect === 'postgres' ? 'database' : 'memory');
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    ...(store === 'database' ? { store: databaseRateLimitStore(db) } : {}),
    keyGenerator: (request) => (request.user ? `u:${request.user.uid}` : `ip:${request.ip}`),
    errorResponseBuilder: () => new HttpError(429, 'Too many requests, please try again later'),
  });
  await app.register(multipart, {
    limits: {
      fieldNameSize: 100,
      fieldSize: 100_000,
      fields: 100,
      fileSize: MAX_UPLOAD_BYTES,
      files: 64,
      parts: 200,
      headerPairs: 200,
    },
  });
}
