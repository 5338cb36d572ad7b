// Inserts N listings quickly for benchmarks: `pnpm --filter server seed:bulk -- --count 5000`.
// Uses the same environment as the server (DATA_DIR or DATABASE_URL).
import { loadConfig } from '../src/config/env';
import { migrate, openDatabase } from '../src/db/database';
import { seedBulk } from '../src/seed/bulk-seed';

const args = process.argv.slice(2).filter((a) => a !== '--');
const at = args.indexOf('--count');
const count = Number(at >= 0 ? args[at + 1] : 5000);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('Usage: seed:bulk -- --count <1..1000000>');
  process.exit(1);
}
const config = loadConfig();
const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
await migrate(db);
const started = performance.now();
await seedBulk(db.kysely, count);
console.info(`Inserted ${count} listings in ${Math.round(performance.now() - started)} ms`);
await db.destroy();
