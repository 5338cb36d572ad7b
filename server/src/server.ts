import { buildApp } from './app';
import { serveMetrics } from './metrics/metrics-server';
import { ConfigError, loadConfig } from './config/env';
import { seedIfEmpty } from './seed/demo-seed';
import { reprocessOriginals } from './storage/reprocess-originals';
import { startUploadSweeper } from './storage/upload-sweep';
import { startDigestJob } from './saved-searches/digest';
import { startMessageEmailJob } from './message-email/message-email-job';
import { startStaleListingsJob } from './stale-listings/stale-listings-job';

/** How long closing may take once draining is over (in-flight uploads re-encode in seconds). */
const CLOSE_TIMEOUT_MS = 30_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Every instance sends Web Push from the shared outbox (claims keep each push to one sender).
  const readiness = { draining: false };
  const app = await buildApp({
    config,
    readiness,
    logger: { level: config.logLevel },
    pushSender: { pollMs: config.push.pollMs },
  });
  if (config.seed) {
    await seedIfEmpty(app.ctx, app.log);
  }
  // In the background: the API answers meanwhile (those images show once processed).
  void reprocessOriginals(app.ctx.db.kysely, app.ctx.store, app.ctx.images, app.log).catch(
    (err: unknown) => app.log.warn({ err }, 'reprocessing stored images failed'),
  );
  // Unattached uploads (expired links): now and every 10 minutes.
  const stopSweeper = startUploadSweeper(app.ctx.db, app.ctx.images, app.log);
  // Saved-search e-mail digests (with SMTP): now and every SAVED_SEARCH_DIGEST_MINUTES.
  const stopDigest = startDigestJob(app.ctx.digest, config.digestIntervalMinutes);
  // E-mail about messages left unread (with SMTP): a scan now and every minute or so.
  const stopMessageEmail = startMessageEmailJob(app.ctx.messageEmail);
  // 'Still available?' asks (and their e-mails) and hiding unanswered ones: now and every
  // STALE_SWEEP_SECONDS.
  const stopStale = startStaleListingsJob(app.ctx.staleListings);
  // Prometheus scrapes GET /metrics here: its own port, on loopback, never the public API's.
  const metricsServer = config.metrics
    ? await serveMetrics(app.ctx.metrics.registry, config.metrics)
    : undefined;
  if (config.metrics) app.log.info(config.metrics, 'metrics at /metrics');
  // A stop drops nothing (README "Deploying without a gap"): first /api/ready answers 503 so the
  // balancer's checks take this instance out (SHUTDOWN_DRAIN_SECONDS), then it stops listening, ends
  // the live streams (clients reconnect to another instance and resync) and finishes the requests
  // it holds before it exits.
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    readiness.draining = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining, then shutting down');
    // Whatever happens below, a stop never hangs: the supervisor would kill it less politely.
    setTimeout(() => process.exit(1), config.shutdownDrainMs + CLOSE_TIMEOUT_MS).unref();
    if (config.shutdownDrainMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    metricsServer?.close();
    stopSweeper();
    stopDigest();
    stopMessageEmail();
    stopStale();
    await app.close();
    app.log.info('shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  if (config.host) {
    await app.listen({ port: config.port, host: config.host });
  } else {
    // Dual-stack when the machine has IPv6 (so "localhost" works either way), else IPv4.
    try {
      await app.listen({ port: config.port, host: '::' });
    } catch {
      await app.listen({ port: config.port, host: '0.0.0.0' });
    }
  }
}

main().catch((err: unknown) => {
  console.error('The API could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
