import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { requireUser } from './auth/auth';
import { cachingVerifier, firebaseVerifier, type TokenVerifier } from './auth/token-verifier';
import type { AppConfig } from './config/env';
import { smtpMailer, type Mailer } from './contact/mailer';
import { contactRoutes } from './contact/contact.routes';
import { contactService } from './contact/contact.service';
import { inProcessBus, postgresBus, type EventBus } from './events/event-bus';
import { DEFAULT_STREAM_LIMITS, eventsRoutes, type StreamLimits } from './events/events.routes';
import { conversationsRoutes } from './conversations/conversations.routes';
import { conversationsService } from './conversations/conversations.service';
import { readListingsVersion } from './db/data-version';
import { migrate, openDatabase, type Db } from './db/database';
import { registerDocs } from './docs/openapi';
import { fixtureGeocoder, nominatimGeocoder, type Geocoder } from './geocode/geocoder';
import { geocodeRoutes } from './geocode/geocode.routes';
import { geocodeService } from './geocode/geocode.service';
import { registerErrorHandler } from './http/error-handler';
import { registerRequestId, requestIdOf } from './http/request-id';
import { registerJsonParser } from './http/json-parser';
import { registerHttpPlugins } from './http/plugins';
import { registerPrivateAnswers } from './http/private-answers';
import { DEFAULT_CAPS, type Caps } from './http/quota';
import { listingViews } from './listing-stats/listing-views';
import { listingsRoutes } from './listings/listings.routes';
import { listingsService, madisonToday } from './listings/listings.service';
import { publicListCache } from './listings/public-list-cache';
import { pushRoutes } from './push/push.routes';
import { startPushSender, type PushSenderDeps } from './push/push.sender';
import { pushService } from './push/push.service';
import { resolveVapidKeys } from './push/vapid';
import { reportsRoutes } from './reports/reports.routes';
import { reportsService } from './reports/reports.service';
import { userReportsService } from './reports/user-reports.service';
import { blocksRoutes } from './blocks/blocks.routes';
import { blocksService } from './blocks/blocks.service';
import { savedRoutes } from './saved/saved.routes';
import { savedSearchesRoutes } from './saved-searches/saved-searches.routes';
import {
  savedSearchesService,
  type SavedSearchesService,
} from './saved-searches/saved-searches.service';
import { unsubscribeTokens } from './mail/unsubscribe-token';
import type { DigestJobDeps } from './saved-searches/digest';
import type { MessageEmailDeps } from './message-email/message-email-job';
import { messageEmailRoutes } from './message-email/message-email.routes';
import { messageEmailService } from './message-email/message-email.service';
import { linkLifetimeMs, type StaleListingsDeps } from './stale-listings/stale-listings-job';
import { staleLinkRoutes } from './stale-listings/stale-links.routes';
import { staleLinkTokens } from './stale-listings/stale-token';
import { savedService } from './saved/saved.service';
import type { ObjectStore } from './storage/object-store';
import { defaultStore, isLocal } from './storage/default-store';
import { imagesService, type ImagesService } from './storage/images.service';
import { readOrCreateSecret } from './storage/signed-links';
import { shareCards } from './storage/share-cards';
import { shareImageRoutes } from './storage/share-image.routes';
import { localDownloadRoutes, uploadRoutes } from './storage/storage.routes';
import { usersRoutes } from './users/users.routes';
import { usersService } from './users/users.service';
import { healthRoutes, type Readiness } from './health/health.routes';
import { remoteHealthRepository } from './remote-health/remote-health.repository';
import { remoteHealthRoutes } from './remote-health/remote-health.routes';
import { appMetrics, type AppMetrics } from './metrics/metrics';

/** Requests per minute: per user for signed-in writes, per client address for public ones. */
export interface RateLimits {
  writes: number;
  messages: number;
  uploads: number;
  contact: number;
  geocode: number;
  /** Reports of listings and of people: one per listing or person anyway; this stops a script. */
  reports: number;
  /** Remote-health reports per client address; `CLIENT_REPORTS_PER_MINUTE` when not given. */
  clientReports?: number;
  /** Listing pages read per client address; `LISTING_PAGE_READS_PER_MINUTE` when not given. */
  listingPages?: number;
}
export const DEFAULT_RATE_LIMITS: RateLimits = {
  writes: 120,
  messages: 60,
  uploads: 240,
  contact: 10,
  geocode: 60,
  reports: 10,
};

export interface BuildAppOptions {
  config: AppConfig;
  /** How ID tokens are checked; firebase-admin by default. Always wrapped in the expiry cache. */
  verifier?: TokenVerifier;
  store?: ObjectStore;
  geocoder?: Geocoder;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** PostgreSQL schema to use (tests give each file its own). */
  pgSchema?: string;
  rateLimits?: Partial<RateLimits>;
  /**
   * Where rate-limit counters live: `database` (shared by every instance on one PostgreSQL; the
   * default there) or `memory` (one process; the default on SQLite, which one process owns).
   */
  rateLimitStore?: 'database' | 'memory';
  /** Per-user caps (listings a day, conversations an hour, …); `LIMITS` by default. */
  caps?: Partial<Caps>;
  /** Live-event streams per user and heartbeat (tests); the total is `config.liveStreamsMax`. */
  streamLimits?: Partial<StreamLimits>;
  /**
   * Run the Web Push sender on this instance (a pass every `pollMs`, and at once after a commit
   * that queued pushes). server.ts turns it on; tests leave it off and call `runPushOutbox`.
   */
  pushSender?: { pollMs: number };
  /** server.ts flips `draining` on SIGTERM: /api/ready then answers 503 (health.routes). */
  readiness?: Readiness;
}

export interface AppContext {
  config: AppConfig;
  db: Db;
  store: ObjectStore;
  images: ImagesService;
  savedSearches: SavedSearchesService;
  /** What the saved-search digest job needs: server.ts starts it (`startDigestJob`), tests call `runDigest`. */
  digest: DigestJobDeps;
  /** The same for the e-mail about unread messages (`startMessageEmailJob` / `runMessageEmail`). */
  messageEmail: MessageEmailDeps;
  /** The stale-listing sweep (`startStaleListingsJob` / `runStaleListings`). */
  staleListings: StaleListingsDeps;
  /** What the Web Push sender needs: tests call `runPushOutbox(ctx.push, now)`. */
  push: PushSenderDeps;
  /** Prometheus metrics: server.ts serves them on METRICS_PORT (metrics/metrics-server.ts). */
  metrics: AppMetrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });

/** Builds the API (database opened and migrated); `server.ts` listens, tests use `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const caps: Caps = { ...DEFAULT_CAPS, ...options.caps };
  const db = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    pgSchema: options.pgSchema,
  });
  try {
    await migrate(db);
  } catch (err) {
    await db.destroy();
    throw err;
  }

  const app = Fastify({
    logger: options.logger ?? false,
    // Every log line of a request carries its id (reqId), and so do its error answers: the site
    // proxy names each request (X-Request-Id), the balancer passes it on (http/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
  });
  const store = options.store ?? defaultStore(config);
  const images = imagesService(db, store, app.log);
  app.decorateRequest('user', null);
  // Live events (docs/decisions/0029-live-events.md): instances on one PostgreSQL share them
  // through LISTEN/NOTIFY, one channel per schema; SQLite has one process, so in-process.
  let events: EventBus;
  try {
    events = config.databaseUrl
      ? await postgresBus({
          databaseUrl: config.databaseUrl,
          channel: `sublease_events${options.pgSchema ? `_${options.pgSchema}` : ''}`,
          log: app.log,
        })
      : inProcessBus();
  } catch (err) {
    await db.destroy();
    throw err;
  }
  app.addHook('onClose', async () => {
    await events.close();
    await db.destroy();
  });
  registerRequestId(app);
  const metrics = appMetrics(app, db);

  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API; answers are built by our own code, so serialize them plainly.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandler(app);
  registerJsonParser(app);
  registerPrivateAnswers(app);
  await registerDocs(app);

  await registerHttpPlugins(app, { config, db, rateLimitStore: options.rateLimitStore });

  const log = app.log;
  const users = usersService(db, store, images, caps);
  const verifier = cachingVerifier(options.verifier ?? firebaseVerifier(config.firebaseProjectId));
  const authenticate = requireUser(verifier, users.ensureUser);
  // The server secret of signed links, under a key derived for each purpose only.
  const secret = config.storage.secret ?? readOrCreateSecret(config.dataDir);
  const tokens = unsubscribeTokens(secret, 'saved-search-unsubscribe/v1');
  const messageTokens = unsubscribeTokens(secret, 'message-email-unsubscribe/v1');
  // Web Push: VAPID keys from the environment or DATA_DIR/vapid.json, shared like storage-secret.
  const pushDeps: PushSenderDeps = {
    db,
    vapid: resolveVapidKeys(config.push, config.dataDir),
    log,
  };
  const sender = options.pushSender
    ? startPushSender(pushDeps, options.pushSender.pollMs)
    : undefined;
  if (sender) app.addHook('preClose', () => sender.stop());
  const push = pushService({
    db,
    config: config.push,
    vapid: pushDeps.vapid,
    kick: () => sender?.kick(),
  });
  const savedSearches = savedSearchesService({
    db,
    events,
    trust: config.trust,
    tokens,
    log,
    push,
  });
  const listings = listingsService(db, store, images, caps, config.trust, {
    // After the commit, off the request's path: matching owners' badges update live.
    created: (listingId, ownerId) => void savedSearches.announceNewListing(listingId, ownerId),
  });
  const cache = publicListCache({
    load: () => listings.listPublic(),
    loadPage: (id) => listings.details(id),
    version: () => readListingsVersion(db.kysely),
    today: () => madisonToday(),
  });
  const geocoder =
    options.geocoder ??
    (config.geocoder.kind === 'fixture' ? fixtureGeocoder() : nominatimGeocoder(config.geocoder));
  const mailer = options.mailer ?? (config.smtp ? smtpMailer(config.smtp) : undefined);
  const digest = { db, mailer, trust: config.trust, tokens, siteUrl: config.siteUrl, log };
  const messageEmail: MessageEmailDeps = {
    db,
    mailer,
    tokens: messageTokens,
    siteUrl: config.siteUrl,
    delayMs: config.messageEmailDelayMs,
    log,
  };
  const staleLinks = staleLinkTokens(secret, linkLifetimeMs(config.stale));
  const staleListings = { db, mailer, links: staleLinks, siteUrl: config.siteUrl, log };
  app.decorate('ctx', {
    config,
    db,
    store,
    images,
    savedSearches,
    digest,
    messageEmail,
    staleListings: { ...staleListings, config: config.stale },
    push: pushDeps,
    metrics,
  });
  const writeLimit = perMinute(limits.writes);
  const pageReadLimit = perMinute(
    options.rateLimits?.listingPages ?? config.listingPageReadsPerMinute,
  );

  await app.register(
    async (api) => {
      await api.register(usersRoutes, { users, authenticate, writeLimit });
      await api.register(listingsRoutes, {
        listings,
        cache,
        views: listingViews(db.kysely, secret),
        authenticate,
        writeLimit,
        pageReadLimit,
      });
      await api.register(staleLinkRoutes, { db, links: staleLinks, writeLimit });
      await api.register(shareImageRoutes, { cards: shareCards(db, store, log) });
      await api.register(savedRoutes, {
        saved: savedService(db),
        listings,
        authenticate,
        writeLimit,
      });
      await api.register(savedSearchesRoutes, { savedSearches, authenticate, writeLimit });
      await api.register(conversationsRoutes, {
        conversations: conversationsService(db, store, caps, config.trust, events, push),
        authenticate,
        writeLimit,
        messageLimit: perMinute(limits.messages),
      });
      await api.register(messageEmailRoutes, {
        messageEmail: messageEmailService({ db, tokens: messageTokens }),
        authenticate,
        writeLimit,
      });
      await api.register(pushRoutes, { push, authenticate, writeLimit });
      await api.register(blocksRoutes, {
        blocks: blocksService(db, store, events),
        authenticate,
        writeLimit,
      });
      await api.register(reportsRoutes, {
        reports: reportsService(db),
        userReports: userReportsService(db),
        authenticate,
        reportLimit: perMinute(limits.reports),
      });
      await api.register(eventsRoutes, {
        events,
        authenticate,
        openStreams: metrics.liveStreams,
        limits: {
          ...DEFAULT_STREAM_LIMITS,
          total: config.liveStreamsMax,
          ...options.streamLimits,
        },
      });
      await api.register(geocodeRoutes, {
        geocode: geocodeService(db, geocoder, undefined, metrics.geocodeQueue),
        limit: perMinute(limits.geocode),
      });
      await api.register(contactRoutes, {
        contact: contactService(db, mailer, log),
        limit: perMinute(limits.contact),
      });
      await api.register(uploadRoutes, {
        prefix: '/storage',
        store,
        images,
        uploadLimit: limits.uploads,
      });
      if (isLocal(store)) {
        await api.register(localDownloadRoutes, { prefix: '/storage', store });
      }
      await api.register(healthRoutes, { db, store, readiness: options.readiness });
      await api.register(remoteHealthRoutes, {
        repo: remoteHealthRepository(db.kysely),
        reportLimit: perMinute(limits.clientReports ?? config.clientReportsPerMinute),
      });
    },
    { prefix: '/api' },
  );
  return app;
}
