import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database';
import type { ObjectStore } from '../storage/object-store';

/** How long each dependency may take to answer a readiness probe before it counts as down. */
const PROBE_TIMEOUT_MS = 2000;
/** A key no upload can have (keys are listings/… and users/…): reading it only asks "are you there?". */
const PROBE_KEY = 'readiness-probe';

type Probe = 'ok' | 'unreachable';

async function probe(check: () => Promise<unknown>): Promise<Probe> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /health`: the process is alive (it answers). `GET /ready`: it can serve — the database answers
 * and the object store is reachable (migrations ran before the app was built, so an app that answers
 * has its schema). The load balancer sends traffic only to instances whose /ready answers 200.
 * Neither is logged: they are asked every second per instance.
 */
const probeSchema = z.enum(['ok', 'unreachable']);
const readinessSchema = z.object({
  ok: z.boolean(),
  draining: z
    .boolean()
    .describe(
      'Whether this instance is shutting down: it finishes what it holds and takes nothing new',
    ),
  database: probeSchema.describe('Whether the database answered `select 1` within 2 s'),
  objectStore: probeSchema.describe('Whether the object store answered a read within 2 s'),
});

/**
 * Set by server.ts when the process is told to stop (SIGTERM): /ready answers 503 from then on, so
 * the balancer sends nothing new while the requests and streams already here are finished.
 */
export interface Readiness {
  draining: boolean;
}

export async function healthRoutes(
  instance: FastifyInstance,
  opts: { db: Db; store: ObjectStore; readiness?: Readiness },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      logLevel: 'silent',
      schema: {
        tags: ['meta'],
        summary: 'Whether the API process is up (after migrations and the seed)',
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async () => ({ ok: true }) as const,
  );
  app.get(
    '/ready',
    {
      logLevel: 'silent',
      schema: {
        tags: ['meta'],
        summary: 'Whether this instance can serve: its database and object store answer',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const [database, objectStore] = await Promise.all([
        probe(() => sql`select 1`.execute(opts.db.kysely)),
        probe(() => opts.store.get(PROBE_KEY)),
      ]);
      const draining = opts.readiness?.draining ?? false;
      const ok = database === 'ok' && objectStore === 'ok' && !draining;
      return reply.code(ok ? 200 : 503).send({ ok, draining, database, objectStore });
    },
  );
}
