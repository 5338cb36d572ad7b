// `pnpm backup [--out file]` / `pnpm restore <file> [--force]` (run through scripts/backup.mjs,
// which gives this the site's configuration): the API's own configuration (DATA_DIR,
// DATABASE_URL, STORAGE and S3_*) says what to back up or restore into.
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config/env';
import { kindOf, runBackup } from '../src/backup/backup';
import { Refused } from '../src/backup/manifest';
import { runRestore } from '../src/backup/restore';

const USAGE = 'Usage: backup [--out <file>] | restore <file> [--force]';

function defaultOut(kind: string) {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, 'Z');
  return path.resolve('backups', `sublease-${kind}-${stamp}.tar.gz`);
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  const config = loadConfig();
  if (command === 'backup') {
    const at = rest.indexOf('--out');
    if (at >= 0 && !rest[at + 1]) throw new Refused(`--out needs a file name. ${USAGE}`);
    const out = path.resolve(at >= 0 ? (rest[at + 1] ?? '') : defaultOut(kindOf(config)));
    const result = await runBackup(config, out);
    const mb = (result.bytes / 1024 / 1024).toFixed(1);
    console.info(`Backed up ${result.summary}`);
    console.info(`  database as of ${result.manifest.snapshotAt}`);
    console.info(`  migration level ${result.manifest.migrations.at(-1) ?? 'none'}`);
    console.info(`  ${result.file} (${mb} MB in ${result.seconds.toFixed(1)} s)`);
    return;
  }
  if (command === 'restore') {
    const file = rest.find((a) => !a.startsWith('--'));
    if (!file) throw new Refused(`Which backup? ${USAGE}`);
    const unknown = rest.filter((a) => a.startsWith('--') && a !== '--force');
    if (unknown.length) throw new Refused(`Unknown option ${unknown.join(' ')}. ${USAGE}`);
    const result = await runRestore(config, path.resolve(file), {
      force: rest.includes('--force'),
    });
    console.info(`Restored ${result.summary} (every table's rows match the backup)`);
    if (result.migrated) console.info(`  then ran ${result.migrated} newer migrations`);
    return;
  }
  throw new Refused(USAGE);
}

main(process.argv.slice(2)).catch((err: unknown) => {
  // Refusals and bad settings are sentences for the operator; anything else keeps its stack.
  if (err instanceof Refused || err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
