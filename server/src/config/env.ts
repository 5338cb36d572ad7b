import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_REPORT_HIDE_THRESHOLD } from 'shared-api/schemas';
import { parseStudentDomains, parseTrustProxy } from './env-lists';
import { smtpServer } from './env-smtp';
import { staleConfig, staleEnvShape, type StaleConfig } from './env-stale';

/** Everything the server reads from its environment, validated once at start-up. */
export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
  to: string;
}

export interface AppConfig {
  nodeEnv: string;
  host?: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  publicUrl?: string;
  firebaseProjectId: string;
  firebaseAuthEmulatorHost?: string;
  storage: { kind: 'local'; secret?: string } | ({ kind: 's3'; secret?: string } & S3Config);
  geocoder: { kind: 'fixture' } | { kind: 'nominatim'; url: string; userAgent: string };
  corsOrigins: string[];
  smtp?: SmtpConfig;
  seed: boolean;
  /** Fastify `trustProxy`: the peers whose X-Forwarded-* headers name the client (none by default). */
  trustProxy: boolean | string[];
  logLevel: string;
  /** Where GET /metrics listens (loopback unless METRICS_HOST says otherwise); none when `off`. */
  metrics?: { port: number; host: string };
  /** Open live-event streams one instance holds at most (`GET /api/events`; beyond it 503). */
  liveStreamsMax: number;
  /**
   * On SIGTERM, how long the instance answers /api/ready with 503 before it stops taking
   * connections: long enough for a balancer's health checks to take it out (0 without one).
   */
  shutdownDrainMs: number;
  /**
   * Reads of listings' own pages per client address a minute: the page names its lister, so a
   * script walking every id is slowed; a person reads far fewer.
   */
  listingPageReadsPerMinute: number;
  /** Remote-health reports (`POST /client-reports`) per client address a minute. */
  clientReportsPerMinute: number;
  /** Who is a 'Verified student', and when reports take a listing out of the list. */
  trust: TrustConfig;
  /** The site's public origin, for links in e-mails (saved-search digests); see SITE_URL. */
  siteUrl?: string;
  /** Minutes between runs of the saved-search digest job (server.ts; 0 = never). */
  digestIntervalMinutes: number;
  /** How long a message stays unread before its recipient is e-mailed (ms; MESSAGE_EMAIL_DELAY_MINUTES). */
  messageEmailDelayMs: number;
  /** STALE_ASK_DAYS, STALE_HIDE_DAYS, STALE_SWEEP_SECONDS (config/env-stale.ts). */
  stale: StaleConfig;
  push: PushConfig;
}

export interface PushConfig {
  /** VAPID keys from the environment; else generated once into DATA_DIR/vapid.json (push/vapid.ts). */
  vapid?: { publicKey: string; privateKey: string };
  /** The `sub` of our VAPID tokens: how a push service reaches the operator. */
  subject: string;
  /** http origins accepted as push endpoints (a local test push service); https is always accepted. */
  testOrigins: string[];
  /** How often each instance looks for due pushes (retries, and pushes queued by other instances). */
  pollMs: number;
}

export interface TrustConfig {
  /** Verified addresses in these domains (or their subdomains) are students; empty = nobody. */
  studentDomains: readonly string[];
  /** Open reports by this many distinct people hide a listing from the public list. */
  reportHideThreshold: number;
}

const DEV_ORIGINS = [3000, 3001, 3002, 3003, 3004].flatMap((p) => [
  `http://localhost:${p}`,
  `http://127.0.0.1:${p}`,
]);

const optionalText = z
  .string()
  .trim()
  .transform((s) => (s === '' ? undefined : s))
  .optional();
const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1'));

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  HOST: optionalText,
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(8080),
  /** Prometheus metrics (GET /metrics): PORT + 1000 by default, `off` for none. */
  METRICS_PORT: optionalText.pipe(
    z
      .union(
        [z.literal('off'), z.string().regex(/^\d+$/).transform(Number).pipe(z.number().max(65535))],
        {
          error: 'must be a port number or off',
        },
      )
      .optional(),
  ),
  METRICS_HOST: z.string().default('127.0.0.1'),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(z.url({ error: 'must be an absolute http(s) URL' }).optional()),
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id (lowercase letters, digits, dashes)')
    .default('demo-sublease'),
  FIREBASE_AUTH_EMULATOR_HOST: optionalText.pipe(
    z
      .string()
      .regex(/^[^:/\s]+:\d+$/, 'must be host:port, e.g. 127.0.0.1:9099')
      .optional(),
  ),
  STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  STORAGE_SECRET: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url({ error: 'must be an absolute URL' }).optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: bool(false),
  GEOCODER: z
    .enum(['nominatim', 'fixture'], { error: 'must be nominatim or fixture' })
    .default('nominatim'),
  GEOCODER_URL: z
    .url({ error: 'must be an absolute URL' })
    .default('https://nominatim.openstreetmap.org/search'),
  GEOCODER_CONTACT: optionalText,
  CORS_ORIGINS: optionalText,
  LIVE_STREAMS_MAX: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .default(10_000),
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds from 0 to 60' })
    .min(0, 'must be a number of seconds from 0 to 60')
    .max(60, 'must be a number of seconds from 0 to 60')
    .default(0),
  LISTING_PAGE_READS_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number from 1 to 100000' })
    .int('must be a whole number from 1 to 100000')
    .min(1, 'must be a whole number from 1 to 100000')
    .max(100_000, 'must be a whole number from 1 to 100000')
    .default(60),
  CLIENT_REPORTS_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number from 1 to 100000' })
    .int('must be a whole number from 1 to 100000')
    .min(1, 'must be a whole number from 1 to 100000')
    .max(100_000, 'must be a whole number from 1 to 100000')
    .default(30),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(
        /^smtps?:\/\/[^/\s]+\/?$/,
        'must be smtp://user:pass@host:587 or smtps://user:pass@host:465',
      )
      .optional(),
  ),
  SMTP_HOST: optionalText,
  SMTP_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).optional(),
  SMTP_SECURE: bool(false),
  SMTP_USER: optionalText,
  SMTP_PASS: optionalText,
  SMTP_FROM: optionalText,
  SMTP_TO: optionalText,
  SEED: bool(true),
  TRUST_PROXY: optionalText,
  VERIFIED_STUDENT_DOMAINS: optionalText,
  REPORT_HIDE_THRESHOLD: z.coerce
    .number({ error: 'must be a whole number from 1 to 1000' })
    .int('must be a whole number from 1 to 1000')
    .min(1, 'must be a whole number from 1 to 1000')
    .max(1000, 'must be a whole number from 1 to 1000')
    .default(DEFAULT_REPORT_HIDE_THRESHOLD),
  SITE_URL: optionalText.pipe(z.url({ error: 'must be an absolute http(s) URL' }).optional()),
  SAVED_SEARCH_DIGEST_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes from 0 to 1440' })
    .int('must be a whole number of minutes from 0 to 1440')
    .min(0, 'must be a whole number of minutes from 0 to 1440')
    .max(1440, 'must be a whole number of minutes from 0 to 1440')
    .default(15),
  MESSAGE_EMAIL_DELAY_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes from 0 to 1440 (fractions allowed: 0.05 = 3 s)' })
    .min(0, 'must be a number of minutes from 0 to 1440 (fractions allowed: 0.05 = 3 s)')
    .max(1440, 'must be a number of minutes from 0 to 1440 (fractions allowed: 0.05 = 3 s)')
    .default(10),
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
      .optional(),
  ),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be mailto:address or an https: URL')
      .optional(),
  ),
  PUSH_TEST_ORIGINS: optionalText,
  PUSH_POLL_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 100 to 60000' })
    .int('must be a whole number of milliseconds from 100 to 60000')
    .min(100, 'must be a whole number of milliseconds from 100 to 60000')
    .max(60_000, 'must be a whole number of milliseconds from 100 to 60000')
    .default(2000),
  ...staleEnvShape,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  const production = e.NODE_ENV === 'production';
  if (production && e.FIREBASE_AUTH_EMULATOR_HOST) {
    problems.push(
      'FIREBASE_AUTH_EMULATOR_HOST is set with NODE_ENV=production: the emulator accepts forged tokens, refusing to start',
    );
  }
  let storage: AppConfig['storage'] = { kind: 'local', secret: e.STORAGE_SECRET };
  if (e.STORAGE === 's3') {
    if (!e.S3_BUCKET) problems.push('S3_BUCKET is required when STORAGE=s3');
    if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
      problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
    }
    storage = {
      kind: 's3',
      // Uploads go through the API even with S3 (it re-encodes them): their links are ours to sign.
      secret: e.STORAGE_SECRET,
      bucket: e.S3_BUCKET ?? '',
      region: e.S3_REGION ?? 'us-east-1',
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    };
  }
  const server = smtpServer(e, problems);
  let smtp: SmtpConfig | undefined;
  if (server) {
    if (!e.SMTP_TO)
      problems.push(
        'SMTP_TO (where contact inquiries go) is required when SMTP_URL or SMTP_HOST is set',
      );
    smtp = {
      ...server,
      from: e.SMTP_FROM ?? server.user ?? 'no-reply@localhost',
      to: e.SMTP_TO ?? '',
    };
  }
  const corsOrigins = e.CORS_ORIGINS
    ? e.CORS_ORIGINS.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : production
      ? []
      : DEV_ORIGINS;
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin))
      problems.push(`CORS_ORIGINS: "${origin}" is not an origin like https://example.com`);
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  const pushTestOrigins = (e.PUSH_TEST_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const origin of pushTestOrigins) {
    if (!/^http:\/\/[^/\s]+$/.test(origin))
      problems.push(`PUSH_TEST_ORIGINS: "${origin}" is not an origin like http://localhost:8090`);
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY, problems);
  const studentDomains = parseStudentDomains(e.VERIFIED_STUDENT_DOMAINS, problems);
  if (problems.length > 0)
    throw new ConfigError(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);

  const contact = e.GEOCODER_CONTACT ?? e.PUBLIC_URL ?? 'https://github.com/madison-sublease';
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR ?? './.data'),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    firebaseProjectId: e.FIREBASE_PROJECT_ID,
    firebaseAuthEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
    storage,
    geocoder:
      e.GEOCODER === 'fixture'
        ? { kind: 'fixture' }
        : { kind: 'nominatim', url: e.GEOCODER_URL, userAgent: `MadisonSublease/0.1 (${contact})` },
    corsOrigins,
    smtp,
    seed: e.SEED && !production,
    trustProxy,
    logLevel: e.LOG_LEVEL,
    metrics:
      e.METRICS_PORT === 'off'
        ? undefined
        : {
            port: e.METRICS_PORT ?? (e.PORT === 0 ? 0 : Math.min(e.PORT + 1000, 65535)),
            host: e.METRICS_HOST,
          },
    liveStreamsMax: e.LIVE_STREAMS_MAX,
    shutdownDrainMs: Math.round(e.SHUTDOWN_DRAIN_SECONDS * 1000),
    listingPageReadsPerMinute: e.LISTING_PAGE_READS_PER_MINUTE,
    clientReportsPerMinute: e.CLIENT_REPORTS_PER_MINUTE,
    trust: { studentDomains, reportHideThreshold: e.REPORT_HIDE_THRESHOLD },
    // The dev site (`pnpm dev` / `pnpm start`) is on :3000; production must say where it is.
    siteUrl: (e.SITE_URL ?? (production ? undefined : 'http://localhost:3000'))?.replace(
      /\/+$/,
      '',
    ),
    digestIntervalMinutes: e.SAVED_SEARCH_DIGEST_MINUTES,
    messageEmailDelayMs: Math.round(e.MESSAGE_EMAIL_DELAY_MINUTES * 60_000),
    stale: staleConfig(e),
    push: {
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT ?? 'mailto:push@localhost',
      testOrigins: pushTestOrigins,
      pollMs: e.PUSH_POLL_MS,
    },
  };
}
