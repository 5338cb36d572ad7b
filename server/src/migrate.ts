// `node dist/migrate.js` (`pnpm --filter server migrate`): applies the pending migrations and exits.
// A rolling deploy runs it once, before any instance restarts (README "Deploying without a gap"):
// every migration is additive (expand now, contract in a later release), so the instances still
// running the previous build keep working on the migrated schema while they are replaced.
import { ConfigError, loadConfig } from './config/env';
import { migrate, openDatabase } from './db/database';

async function main() {
  const config = loadConfig();
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrate(db);
  } finally {
    await db.destroy();
  }
  console.info(`migrated ${config.databaseUrl ? 'PostgreSQL' : 'SQLite'} to the latest schema`);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exit(1);
});
