// API load: the server's own benchmark (server/bench/api-bench.ts), which already measures a bare
// Fastify hello-world on the same loopback in the same run. We only run it and take its table.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { runCommand, tail } from './exec.mjs';

export async function apiBench({ root }) {
  const started = Date.now();
  const result = await runCommand('pnpm', ['--filter', 'server', 'bench'], {
    cwd: root,
    // ~6 cases × 8 s plus a 5,000-listing seed; the bound is for a stuck run, not a slow one.
    timeoutMs: 6 * 60_000,
  });
  if (result.code !== 0) {
    throw new Error(
      `server bench ${result.timedOut ? 'timed out' : `exited ${result.code}`}:\n${tail(result.stderr + result.stdout)}`,
    );
  }
  const file = path.join(root, 'bench-results/api-bench.json');
  // Another engineer may run it too: only a file written by this run is ours.
  const json = statSync(file).mtimeMs >= started ? JSON.parse(readFileSync(file, 'utf8')) : null;
  const at = result.stdout.indexOf('API benchmark');
  return { table: at >= 0 ? result.stdout.slice(at).trim() : result.stdout.trim(), json };
}
