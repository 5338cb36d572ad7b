// Lighthouse 12 (the CLI, in its own process: a fresh Chrome profile per run, and a crash or hang of
// one run cannot take the benchmark down). 13 needs Node 22, hence the pin in package.json.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { runCommand, tail } from './exec.mjs';

/** @type {[name: string, audit: string][]} */
export const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
];

/**
 * One Lighthouse run: performance score (0–100) and the metrics above (ms; CLS unitless).
 * @param {string} root
 * @param {string} url
 * @param {string} preset
 * @returns {Promise<Record<string, number | null> & { score: number | null, warnings: string[] }>}
 */
async function runOnce(root, url, preset) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sublease-bench-lh-'));
  const outFile = path.join(dir, 'report.json');
  try {
    const result = await runCommand(
      process.execPath,
      [
        path.join(root, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--output=json',
        `--output-path=${outFile}`,
        '--only-categories=performance',
        // Without a preset Lighthouse emulates a mid-range phone (its "mobile" default).
        ...(preset === 'desktop' ? ['--preset=desktop'] : []),
        `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
        '--max-wait-for-load=45000',
        '--quiet',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM_PATH },
        timeoutMs: 180_000,
      },
    );
    if (result.code !== 0) {
      throw new Error(
        `lighthouse ${result.timedOut ? 'timed out' : `exited ${result.code}`}: ${tail(result.stderr || result.stdout, 4)}`,
      );
    }
    const lhr = JSON.parse(readFileSync(outFile, 'utf8'));
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance.score;
    return {
      score: score === null ? null : Math.round(score * 100),
      ...Object.fromEntries(
        METRICS.map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? null]),
      ),
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * @param {(number | null | undefined)[]} values
 * @returns {number | null}
 */
const median = (values) => {
  const sorted = /** @type {number[]} */ (values.filter((v) => v !== null)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ i) => /** @type {number} */ (sorted[i]);
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
};

/**
 * `runs` runs of one page and preset; the median of each figure (Lighthouse's own advice).
 * @param {string} root
 * @param {string} url
 * @param {string} preset
 * @param {number} runs
 */
export async function lighthousePage(root, url, preset, runs) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await runOnce(root, url, preset));
  return {
    score: median(results.map((r) => r.score)),
    ...Object.fromEntries(METRICS.map(([name]) => [name, median(results.map((r) => r[name]))])),
    runs,
    warnings: [...new Set(results.flatMap((r) => r.warnings))],
  };
}
