import { BlockList } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, remoteHealthSummarySchema, remoteReportSchema } from 'shared-api/schemas';
import { noContent } from '../http/route-schemas';
import { sendEmpty } from '../http/send-empty';
import {
  REMOTE_HEALTH_KEEP_MINUTES,
  minuteOf,
  type RemoteHealthRepository,
} from './remote-health.repository';

export interface RemoteHealthRouteDeps {
  repo: RemoteHealthRepository;
  /** Reports per client address and minute (a page sends one every half minute at most). */
  reportLimit: { max: number; timeWindow: string };
  now?: () => Date;
}

// The summary is for the operator's tools on the site's own machine (`pnpm releases`, the canary
// watch): it names releases and error rates, nothing personal, but it is no one else's business.
const local = new BlockList();
local.addSubnet('127.0.0.0', 8, 'ipv4');
local.addAddress('::1', 'ipv6');
const isLocal = (ip: string) =>
  local.check(
    ip.replace(/^::ffff:/, ''),
    ip.includes(':') && !ip.startsWith('::ffff:') ? 'ipv6' : 'ipv4',
  );

export const ONLY_FROM_THIS_MACHINE = 'Only available on the machine that runs the site.';

/** `POST /client-reports` (browsers' tallies of remote loads and errors) and its summary. */
export async function remoteHealthRoutes(
  instance: FastifyInstance,
  { repo, reportLimit, now = () => new Date() }: RemoteHealthRouteDeps,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  let prunedAt = 0;

  app.post(
    '/client-reports',
    {
      // Sent by every page a few times: its lines would drown the log.
      logLevel: 'warn',
      bodyLimit: 8 * 1024,
      config: { rateLimit: reportLimit },
      schema: {
        tags: ['meta'],
        summary: "Report how the page's remotes loaded and rendered (counts, nothing personal)",
        description:
          'Body `{ events: [{ remote, release, kind, count }] }` (at most 24 rows, counts 1–100). Sent by the shell with `navigator.sendBeacon` after the page is idle and when it is hidden. 204.',
        body: remoteReportSchema,
        response: { 204: noContent, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const at = now();
      await repo.add(request.body.events, at);
      // At most once an hour per instance: old minutes go.
      if (at.getTime() - prunedAt > 60 * 60_000) {
        prunedAt = at.getTime();
        await repo.prune(minuteOf(new Date(at.getTime() - REMOTE_HEALTH_KEEP_MINUTES * 60_000)));
      }
      return sendEmpty(reply, 204);
    },
  );

  app.get(
    '/client-reports/summary',
    {
      logLevel: 'warn',
      schema: {
        tags: ['meta'],
        summary: 'Page loads and error rate per remote release (asked from the site machine only)',
        querystring: z.object({
          minutes: z.coerce.number().int().min(1).max(REMOTE_HEALTH_KEEP_MINUTES).default(60),
        }),
        response: { 200: remoteHealthSummarySchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!isLocal(request.ip)) return reply.code(403).send({ error: ONLY_FROM_THIS_MACHINE });
      const { minutes } = request.query;
      const since = minuteOf(new Date(now().getTime() - (minutes - 1) * 60_000));
      return { since, minutes, releases: await repo.summary(since) };
    },
  );
}
