#!/usr/bin/env node
// `pnpm deploy:rolling`: replaces every API instance of the running `pnpm start --scale N` (same
// DATA_DIR) with a new build of the server, one at a time, without a failed request
// (lib/rolling.mjs; README "Deploying without a gap").
// Flags: --no-build (roll out server/dist as it is), --no-migrate.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { controlSocketPath } from './lib/deploy-control.mjs';
import { prefixer } from './lib/processes.mjs';
import { rollingDeploy } from './lib/rolling.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const log = prefixer('deploy');
const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? '.data');

try {
  const result = await rollingDeploy({
    root: ROOT,
    socketPath: controlSocketPath(dataDir),
    log,
    build: !args.has('--no-build'),
    migrate: !args.has('--no-migrate'),
  });
  log(`${result.instances.length} instances replaced in ${result.seconds.toFixed(1)} s`);
} catch (error) {
  log(`the deploy stopped: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
