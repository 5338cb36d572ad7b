import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database';
import { bumpListingsVersion } from '../db/data-version';
import { staleListingsRepository } from './stale-listings.repository';
import type { StaleLinkTokens } from './stale-token';

/** What each kind of answer to an e-mail link reads (a small page opened from a mail client). */
export const STALE_LINK_PAGES = {
  available: {
    status: 200,
    title: 'Thanks, it stays in the listings',
    text: 'Your listing is confirmed as still available and shows in the listings.',
  },
  taken: {
    status: 200,
    title: 'Marked as taken',
    text: 'Your listing no longer shows in the listings. Its conversations stay in Messages, and you can make it available again under My Listings on your profile.',
  },
  expired: {
    status: 410,
    title: 'Link expired',
    text: 'This link has expired. Nothing was changed. Sign in and answer under My Listings on your profile.',
  },
  used: {
    status: 409,
    title: 'Link already used',
    text: 'This link has already been used, or the listing was answered or edited since. Nothing was changed.',
  },
  bad: {
    status: 400,
    title: 'Link not valid',
    text: 'This link is not valid. Nothing was changed. Use the link in your latest e-mail, or answer under My Listings on your profile.',
  },
} as const;
export type StaleLinkOutcome = keyof typeof STALE_LINK_PAGES;

/** An e-mail link's answer: the listing changes only when the link is genuine, current and unused. */
export async function answerStaleLink(
  deps: { db: Db; links: StaleLinkTokens },
  token: unknown,
  now = new Date(),
): Promise<StaleLinkOutcome> {
  const link = deps.links.verify(token, now.getTime());
  if (link === null) return 'bad';
  if (link === 'expired') return 'expired';
  const status = link.answer === 'a' ? 'AVAILABLE' : 'TAKEN';
  const answered = await deps.db.kysely.transaction().execute(async (trx) => {
    const done = await staleListingsRepository(trx).answer(
      link.listingId,
      new Date(link.askedAtMs).toISOString(),
      status,
      now.toISOString(),
    );
    // A hidden listing comes back, a taken one leaves: the public list follows.
    if (done) await bumpListingsVersion(trx);
    return done;
  });
  if (!answered) return 'used';
  return status === 'AVAILABLE' ? 'available' : 'taken';
}

/** An answer that is a small HTML page, as documentation. */
const htmlPage = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

const page = (o: StaleLinkOutcome) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${STALE_LINK_PAGES[o].title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#222}</style>
</head><body><h1>${STALE_LINK_PAGES[o].title}</h1><p>${STALE_LINK_PAGES[o].text}</p></body></html>
`;

/**
 * `GET /listings/still-available?token=…`: a 'Still available?' e-mail's one-click links (no
 * session: opened from a mail client; the signed token is the proof). Answers a small HTML page.
 */
export async function staleLinkRoutes(
  instance: FastifyInstance,
  deps: { db: Db; links: StaleLinkTokens; writeLimit: { max: number; timeWindow: string } },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/listings/still-available',
    {
      config: { rateLimit: deps.writeLimit },
      schema: {
        tags: ['listings'],
        summary: "Answer a 'Still available?' e-mail (its one-click links)",
        description:
          "The 'Yes, still available' / 'It's taken' links of a 'Still available?' e-mail (`token` signed by the server, single-use, expiring): confirms the listing (visible again, clock restarted) or marks it taken, and answers a small HTML page; 400 forged, 409 used, 410 expired, and nothing changes.",
        querystring: z.object({ token: z.string().optional() }),
        response: {
          200: htmlPage('Answered: the listing is confirmed or marked taken; a small page says so'),
          400: htmlPage('A forged or malformed link: nothing changed'),
          409: htmlPage('The link was used already (or the ask was answered): nothing changed'),
          410: htmlPage('The link expired: nothing changed'),
        },
      },
    },
    async (request, reply) => {
      const outcome = await answerStaleLink(deps, request.query.token);
      return reply
        .code(STALE_LINK_PAGES[outcome].status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('referrer-policy', 'no-referrer')
        .send(page(outcome));
    },
  );
}
