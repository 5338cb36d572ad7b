#!/usr/bin/env node
// `pnpm bench`: the performance figures of the project, each next to a reference measured in the
// same run (bench/README.md). Prints one report and writes bench-results/report.{md,json}.
//
// Order: the server's benchmarks (no site) → reference build → under /tmp/e2e.lock: builds, dist
// sizes, the composed site (live polls, cold loads, Lighthouse, listings UI), stop. Sections:
// --only / --skip (lib/args.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveStatic } from '../scripts/lib/static-server.mjs';
import { apiBench, liveBench, mailBench, pushBench, scaleBench, soakBench } from './lib/api.mjs';
import { parseArgs, USAGE } from './lib/args.mjs';
import { APPS, ensureBuilds } from './lib/builds.mjs';
import { distSizes } from './lib/bundle.mjs';
import { coldLoads } from './lib/cold-loads.mjs';
import { killAll } from './lib/exec.mjs';
import { lighthousePage } from './lib/lighthouse.mjs';
import { measurePolls } from './lib/live-polls.mjs';
import { LISTINGS_BENCH, listingsBench } from './lib/listings.mjs';
import { buildReference } from './lib/reference.mjs';
import { render } from './lib/render.mjs';
import { seedLighthouseListings } from './lib/seed-listings.mjs';
import { startSite, stopSite, takeLock } from './lib/site.mjs';
import { rollingBench } from './lib/rolling.mjs';
import { townBench } from './lib/town.mjs';
import { firstTapBench } from './lib/first-tap.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'bench-results');
const REF_REACT_DIR = path.join(OUT, 'reference-react');
const REF_STATIC_DIR = path.join(ROOT, 'bench/reference/static');

const log = (line) => process.stderr.write(`bench │ ${line}\n`);
const cleanups = [];
let interrupted = false;

/** Runs one part; a failure is recorded in the report and the other parts go on. */
async function attempt(label, fn) {
  if (interrupted) return { error: 'interrupted' };
  const started = Date.now();
  log(`${label}…`);
  try {
    const value = await fn();
    log(`${label}: done in ${Math.round((Date.now() - started) / 1000)} s`);
    return value;
  } catch (error) {
    const { message } = /** @type {Error} */ (error);
    log(`${label}: FAILED: ${message.split('\n')[0]}`);
    return { error: message };
  }
}

/** Serves the references like the apps are served; `react` is null when its build failed. */
async function serveReferences(reactBuilt) {
  const serve = async (root) => {
    const server = await serveStatic({ root, port: 0 });
    cleanups.push(() => new Promise((r) => server.close(() => r(undefined))));
    return `http://localhost:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}/`;
  };
  return {
    react: reactBuilt ? await serve(REF_REACT_DIR) : null,
    static: await serve(REF_STATIC_DIR),
  };
}

/** A Chromium that cleanUp() closes (before the site stops). */
async function launchBrowser() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    // Our own signal handlers close it, after which the site stops: Playwright's would exit first.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  cleanups.push(() => browser.close());
  return browser;
}

/**
 * `fn` with a browser of its own, closed after.
 * @template T
 * @param {(browser: import('playwright-core').Browser) => Promise<T>} fn
 */
async function withBrowser(fn) {
  const browser = await launchBrowser();
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

/** The poll requests of a reader with a chat open, stream up vs refused, scaled to `users`. */
function livePolls(site, users) {
  return withBrowser((browser) => measurePolls({ browser, baseUrl: site.baseUrl, users, log }));
}

async function lighthouseAll(site, refs, options) {
  const seeded = await attempt('seeding a listing without a photo and one with a 1×1 photo', () =>
    seedLighthouseListings(site.baseUrl),
  );
  const pages = [
    ['reference: static HTML', refs.static],
    ['reference: React 19 hello', refs.react],
    ['/', `${site.baseUrl}/`],
    ['/listings', `${site.baseUrl}/listings`],
    // A listing's page (the seed's first listing): the third page of the "fast on a phone" goals.
    ['/listings/1', `${site.baseUrl}/listings/1`],
    // Listings whose largest paint cannot be a photo: their text must paint without JavaScript.
    ...(seeded.error
      ? []
      : [
          ['a listing, no photo', `${site.baseUrl}/listings/${seeded.noPhoto}`],
          ['a listing, 1×1 photo', `${site.baseUrl}/listings/${seeded.tinyPhoto}`],
        ]),
  ]
    .filter(([, url]) => url)
    .filter(([page]) => !options.pages || options.pages.some((word) => page.includes(word)));
  const presets = {};
  for (const preset of options.presets) {
    presets[preset] = [];
    for (const [page, url] of pages) {
      log(`  lighthouse ${preset} ${page}`);
      try {
        presets[preset].push({ page, ...(await lighthousePage(ROOT, url, preset, options.runs)) });
      } catch (error) {
        presets[preset].push({ page, error: /** @type {Error} */ (error).message });
      }
    }
  }
  return { presets, ...(seeded.error ? { seedError: seeded.error } : {}) };
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${/** @type {Error} */ (error).message}\n`);
    process.exit(2);
  }
  if (options.help) return void process.stdout.write(USAGE);
  const wants = (s) => options.sections.has(s);
  const started = Date.now();
  mkdirSync(OUT, { recursive: true });
  let commit = null;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
  } catch {
    // not a git checkout
  }
  const results = {
    date: new Date().toISOString(),
    commit,
    machine: {
      node: process.version,
      cpus: os.cpus().length,
      loadAverage: os.loadavg().map((l) => Number(l.toFixed(1))),
    },
    options: { ...options, sections: [...options.sections] },
    sections: {},
  };
  const { sections } = results;
  const listingsPresent = existsSync(path.join(ROOT, LISTINGS_BENCH));
  if (wants('listings') && !listingsPresent) sections.listings = { skipped: 'not present' };
  const needsSite =
    wants('bundle') ||
    wants('lighthouse') ||
    wants('live') ||
    wants('town') ||
    wants('tap') ||
    (wants('listings') && listingsPresent);

  // First, while nothing else of ours runs: it makes its own server and load.
  if (wants('api'))
    sections.api = await attempt('API load (pnpm --filter server bench)', () =>
      apiBench({ root: ROOT }),
    );
  if (wants('scale'))
    sections.scale = await attempt(
      'scale-out: one vs two API instances on PostgreSQL (pnpm --filter server bench:scale)',
      () => scaleBench({ root: ROOT }),
    );
  if (wants('live'))
    sections.live = await attempt(
      'live events: idle streams one API instance holds (pnpm --filter server bench:live)',
      () => liveBench({ root: ROOT }),
    );
  if (wants('mail'))
    sections.mail = await attempt(
      'message e-mail: unread message → e-mail handed to SMTP (pnpm --filter server bench:mail)',
      () => mailBench({ root: ROOT }),
    );
  if (wants('push'))
    sections.push = await attempt(
      'Web Push: message → push, 1,000 people one message each (pnpm --filter server bench:push)',
      () => pushBench({ root: ROOT }),
    );
  if (wants('soak'))
    sections.soak = await attempt('soak (pnpm --filter server bench:soak, ~6 min)', () =>
      soakBench({ root: ROOT }),
    );

  let refs = null;
  let refError = null;
  if (wants('bundle') || wants('lighthouse') || wants('town') || wants('tap')) {
    const built = await attempt('reference build (React 19 hello, no federation)', () =>
      buildReference({ root: ROOT, outDir: REF_REACT_DIR }),
    );
    refError = built?.error ?? null;
    refs = await serveReferences(!refError);
  }

  if (needsSite) {
    const lockStarted = Date.now();
    const releaseLock = await attempt('taking the e2e lock', () => takeLock(log));
    results.lockWaitSeconds = Math.round((Date.now() - lockStarted) / 1000);
    if (typeof releaseLock === 'function') cleanups.push(releaseLock);
    const builds = releaseLock.error
      ? releaseLock
      : await attempt('production builds', () =>
          ensureBuilds({ root: ROOT, rebuild: options.rebuild, log }),
        );
    if (wants('bundle')) {
      sections.bundle = {
        builds,
        ...(refError ? { error: `reference build: ${refError}` } : {}),
        apps: Object.fromEntries(APPS.map((app) => [app, distSizes(path.join(ROOT, app, 'dist'))])),
        reference: refError ? null : distSizes(REF_REACT_DIR),
      };
    }
    // Before it starts: a Ctrl-C while it starts must stop it too, before the lock goes.
    cleanups.push(stopSite);
    const site = builds.error
      ? builds
      : await attempt('starting the composed site', () =>
          startSite({ root: ROOT, logFile: path.join(OUT, 'site.log'), log }),
        );
    if (site.error) {
      for (const s of ['bundle', 'lighthouse', 'listings', 'tap', 'town'])
        if (wants(s) && !sections[s]?.skipped) sections[s] = { ...sections[s], error: site.error };
      if (wants('live')) sections.live.polls = { error: site.error };
    } else {
      // Made above whenever the cold loads, Lighthouse, the first tap or the town run.
      const madeRefs = /** @type {{ react: string | null }} */ (refs);
      // First on the site: a minute of a page doing nothing, before the cold loads heat it up.
      if (wants('live'))
        sections.live.polls = await attempt(
          'live events: poll requests of a reader with a chat open, stream up vs refused',
          () =>
            livePolls(site, sections.live.json?.users ?? (Number(process.env.LIVE_USERS) || 5000)),
        );
      if (wants('bundle'))
        sections.bundle.loads = await attempt('cold loads', () =>
          withBrowser((browser) => coldLoads({ browser, site, refs: madeRefs, log })),
        );
      if (wants('lighthouse'))
        sections.lighthouse = await attempt('Lighthouse', () => lighthouseAll(site, refs, options));
      if (wants('listings') && listingsPresent)
        sections.listings = await attempt('listings UI bench', () =>
          listingsBench({ root: ROOT, baseUrl: site.baseUrl }),
        );
      if (wants('tap'))
        sections.tap = await attempt('paint → first working tap on a phone', () =>
          withBrowser((browser) =>
            firstTapBench({
              browser,
              baseUrl: site.baseUrl,
              refs: madeRefs,
              listingId: '1',
              runs: options.runs,
              log,
            }),
          ),
        );
      // Last: it adds thousands of listings to the site's database.
      if (wants('town'))
        sections.town = await attempt('the town: 5,000 listings through the API', () =>
          withBrowser((browser) =>
            townBench({
              root: ROOT,
              baseUrl: site.baseUrl,
              browser,
              refs: madeRefs,
              runs: options.runs,
              log,
            }),
          ),
        );
      await attempt('stopping the site', site.stop);
    }
  }
  // Its own scaled-out site (--scale 4) on the same ports: after the other site has stopped.
  if (wants('rolling')) {
    if (!needsSite) {
      const releaseLock = await attempt('taking the e2e lock', () => takeLock(log));
      if (typeof releaseLock === 'function') cleanups.push(releaseLock);
    }
    sections.rolling = await attempt(
      'rolling deploy under load; 1 vs 2 vs 4 instances; HAProxy alone; compiled start-up',
      () => rollingBench({ root: ROOT, logFile: path.join(OUT, 'rolling-site.log'), log }),
    );
  }
  await cleanUp();

  results.seconds = Math.round((Date.now() - started) / 1000);
  const markdown = render(results);
  writeFileSync(path.join(OUT, 'report.md'), markdown);
  writeFileSync(path.join(OUT, 'report.json'), `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`\n${markdown}\nWritten to bench-results/report.md and report.json.\n`);
  const anyFailed = Object.values(sections).some(
    (s) =>
      s?.error ||
      s?.loads?.error ||
      s?.polls?.error ||
      s?.loads?.some?.((l) => l.error) ||
      s?.rows?.some?.((r) => r.error) ||
      Object.values(s?.presets ?? {}).some((pages) => pages.some((p) => p.error)),
  );
  process.exitCode = anyFailed ? 1 : 0;
}

/** Everything started here, last first (browser, site, lock, reference servers). */
let cleaning = null;
function cleanUp() {
  cleaning ??= (async () => {
    for (const fn of cleanups.splice(0).reverse()) await Promise.resolve(fn()).catch(() => {});
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping…`);
    killAll();
    void cleanUp().finally(() => process.exit(130));
  });
}

// Exits once the report is written: a handle a failed section left open (a socket, a timer) must
// not keep the bench, and the lock it holds, alive.
main()
  .then(() => process.exit(process.exitCode ?? 0))
  .catch(async (error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    await cleanUp();
    process.exit(2);
  });
