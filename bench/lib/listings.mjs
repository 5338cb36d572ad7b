// The listings UI benchmark belongs to mf-listings (mf-listings/bench/listings-bench.mjs): 5,000
// listings served through request interception to the composed site we already run. We run it when
// it exists and take its summary; its targets are its own.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { runCommand, tail } from './exec.mjs';

export const LISTINGS_BENCH = 'mf-listings/bench/listings-bench.mjs';

export async function listingsBench({ root, baseUrl }) {
  const script = path.join(root, LISTINGS_BENCH);
  if (!existsSync(script)) return { skipped: 'not present' };
  const started = Date.now();
  const result = await runCommand(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, BASE_URL: baseUrl },
    timeoutMs: 6 * 60_000,
  });
  if (result.code !== 0) {
    throw new Error(
      `${LISTINGS_BENCH} ${result.timedOut ? 'timed out' : `exited ${result.code}`}:\n${tail(result.stderr + result.stdout)}`,
    );
  }
  const file = path.join(root, 'bench-results/listings-bench.json');
  const json =
    existsSync(file) && statSync(file).mtimeMs >= started
      ? JSON.parse(readFileSync(file, 'utf8'))
      : null;
  const at = result.stdout.indexOf('Listings page with');
  return { table: at >= 0 ? result.stdout.slice(at).trim() : result.stdout.trim(), json };
}
