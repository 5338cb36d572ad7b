import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { seedIfEmpty } from './seed/demo-seed';
import { reprocessOriginals } from './storage/reprocess-originals';
import { startUploadSweeper } from './storage/upload-sweep';
import { startDigestJob } from './saved-searches/digest';
import { startMessageEmailJob } from './message-email/message-email-job';
import { startStaleListingsJob } from './stale-listings/stale-listings-job';

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
  const app = await buildApp({
    config,
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
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    stopSweeper();
    stopDigest();
    stopMessageEmail();
    stopStale();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

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
