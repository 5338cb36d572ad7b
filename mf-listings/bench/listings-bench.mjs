#!/usr/bin/env node
// Listings page benchmark (not a test): `node mf-listings/bench/listings-bench.mjs`.
//
// In headless Chromium, against the composed site with 5,000 listings, it measures
//   - navigation → first listing card on screen,
//   - the map's first draw (navigation → first marker, and map mount → all markers drawn),
//   - filter changes: a click on a filter option → the next frame after the list updated,
// and prints them against the targets (filter change ≤ 100 ms, map ≤ 300 ms). Results also go to
// bench-results/listings-bench.json at the repository root.
//
// The 5,000 listings are generated here and served for GET /api/listings through Playwright's
// request interception, so the page, the shell, the federation and the browser are real while the
// data set is fixed and the seeded database stays untouched.
//
// BASE_URL (default http://localhost:3000, moved by PORT_OFFSET) must serve the composed site; when
// it does not answer, the script starts `node scripts/start.mjs --no-build` itself (build first
// with `pnpm build`) and stops it at the end. BENCH_RUNS (default 3) page loads are measured.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../bench/lib/chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OFFSET = Number(process.env.PORT_OFFSET ?? 0);
const BASE_URL = process.env.BASE_URL ?? `http://localhost:${3000 + OFFSET}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const COUNT = 5000;
const TARGETS = { filterChangeMs: 100, mapDrawMs: 300 };

// ------------------------------------------------------------------------------------------- data

const TERMS = ['Spring', 'Summer', 'Fall', 'Academic Year'];
const AMENITIES = [
  'In-unit laundry',
  'Central A/C',
  'Balcony',
  'Dishwasher',
  'Wifi',
  'Furnished',
  'Parking available',
  'Gym',
];
const IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="40"><rect width="100%" height="100%" fill="#9ab"/></svg>',
  );

/** Deterministic listings spread over ~4 × 3 km around campus; about one in ten share a building. */
function makeListings(n) {
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: n }, (_, i) => {
    const shared = i % 10 === 9 ? i - 1 : i; // the 10th of each ten sits with the 9th
    const lat = 43.0755 + (((shared * 7919) % 1000) / 1000 - 0.5) * 0.03;
    const lon = -89.41 + (((shared * 104729) % 1000) / 1000 - 0.5) * 0.05;
    const month = 1 + Math.floor(rand() * 12);
    return {
      listingID: n - i,
      rent: 400 + Math.round(rand() * 52) * 50,
      startDate: `2030-${String(month).padStart(2, '0')}-01`,
      endDate: '2031-05-31',
      lat: Number(lat.toFixed(6)),
      lon: Number(lon.toFixed(6)),
      preSignedGetUrls: [IMAGE, IMAGE, IMAGE],
      roommates: Math.floor(rand() * 6),
      name: 'Bench Lister',
      email: 'bench@example.com',
      firebaseUid: 'bench-lister',
      profilePictureUrl: null,
      userCreatedAt: '2024-01-01T00:00:00Z',
      title: `Bench listing ${i + 1}`,
      description: 'A generated listing for the listings page benchmark.',
      bedrooms: 1 + (i % 4),
      bathrooms: 1 + (i % 2),
      squareFeet: 400 + (i % 12) * 50,
      street: `${100 + (i % 900)} State St`,
      aptnumber: '',
      city: 'Madison',
      state: 'WI',
      zipcode: '53703',
      amenities: AMENITIES.filter(() => rand() < 0.4),
      term: TERMS[i % 4],
      status: 'AVAILABLE',
      isSaved: false,
    };
  });
}

// ------------------------------------------------------------------------------------------- site

async function answers(url) {
  try {
    const res = await fetch(url);
    return res.ok;
  } catch {
    return false;
  }
}

async function ensureSite() {
  if (await answers(`${BASE_URL}/app-config.json`)) return null;
  console.info(`${BASE_URL} does not answer: starting scripts/start.mjs --no-build …`);
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), '--no-build'], {
    cwd: ROOT,
    env: { ...process.env, PORT_OFFSET: String(OFFSET), GEOCODER: 'fixture' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`start.mjs exited with ${child.exitCode}`);
    if (await answers(`${BASE_URL}/app-config.json`)) return child;
    await new Promise((r) => setTimeout(r, 1000));
  }
  child.kill('SIGTERM');
  throw new Error('The site did not start within 5 minutes');
}

// ------------------------------------------------------------------------------------------- probes

/**
 * Runs in the page before any script: records, relative to navigation start, when the first card
 * and the first marker appear, when the map container mounts and when the marker count settles.
 */
function installProbes() {
  const marks = { firstCard: null, mapMount: null, firstMarker: null, lastMarkerChange: null };
  window.__bench = marks;
  new MutationObserver(() => {
    const now = performance.now();
    if (marks.firstCard === null && document.querySelector('main article')) marks.firstCard = now;
    if (marks.mapMount === null && document.querySelector('.leaflet-container'))
      marks.mapMount = now;
    const markers = document.querySelectorAll('.leaflet-marker-icon').length;
    if (markers > 0) {
      if (marks.firstMarker === null) marks.firstMarker = now;
      if (markers !== marks.markers) {
        marks.markers = markers;
        marks.lastMarkerChange = now;
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Clicks `selector` (the n-th match) and times until the frame after the results heading changed:
 * the router commits filter changes in a transition, so "after the click handler" is too early.
 */
async function timedClick(page, selector, index = 0) {
  return page.evaluate(
    async ({ selector, index }) => {
      const el = document.querySelectorAll(selector)[index];
      if (!el) throw new Error(`Nothing matches ${selector}`);
      const heading = document.querySelector('main h1');
      const before = heading?.textContent;
      const t0 = performance.now();
      el.click();
      const nextFrame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      do await nextFrame();
      while (heading?.textContent === before && performance.now() - t0 < 3000);
      return performance.now() - t0;
    },
    { selector, index },
  );
}

async function filterChanges(page) {
  const results = [];
  const heading = page.getByRole('heading', { level: 1 });
  const step = async (label, openName, group, option) => {
    await page.getByRole('button', { name: openName }).first().click();
    const index = await page.evaluate(
      ({ group, option }) =>
        [...document.querySelectorAll(`[role="group"][aria-label="${group}"] button`)].findIndex(
          (b) => b.textContent.trim() === option,
        ),
      { group, option },
    );
    const before = await heading.textContent();
    const ms = await timedClick(page, `[role="group"][aria-label="${group}"] button`, index);
    const after = await heading.textContent();
    results.push({ change: label, ms: round(ms), results: after, changed: before !== after });
  };
  await step('term = Fall', /^Term/, 'Term', 'Fall');
  await step('roommates = 2', /^Roommates/, 'Roommates', '2');
  await step('roommates = any', /^Roommates/, 'Roommates', 'Any');
  await step('term = any', /^Term/, 'Term', 'Any Term');
  // Amenities stay open: tick one, time it.
  await page.getByRole('button', { name: /^Amenities/ }).click();
  const wifi = await timedClick(
    page,
    '[role="group"][aria-label="Amenities"] input[type="checkbox"]',
    4,
  );
  results.push({
    change: 'amenity Wifi',
    ms: round(wifi),
    results: await heading.textContent(),
    changed: true,
  });
  return results;
}

const round = (n) => (n === null || n === undefined ? null : Math.round(n * 10) / 10);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

async function measureOnce(browser, listingsJson) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(installProbes);
  // Only the public list: the detail, tiles and everything else go where they would.
  await page.route(/\/api\/listings(\?.*)?$/, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 200, contentType: 'application/json', body: listingsJson })
      : route.continue(),
  );
  // No internet here: tile requests fail fast instead of hanging.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());

  await page.goto(`${BASE_URL}/listings`);
  await page.getByRole('heading', { level: 1, name: `Available Listings (${COUNT})` }).waitFor();
  await page.locator('.leaflet-marker-icon').first().waitFor();
  await page.waitForTimeout(500); // let the marker count settle
  const marks = await page.evaluate(() => window.__bench);
  const cardsInDom = await page.locator('main article').count();
  const filters = await filterChanges(page);
  await context.close();
  return {
    firstCardMs: round(marks.firstCard),
    firstMarkerMs: round(marks.firstMarker),
    mapDrawMs: round(marks.lastMarkerChange - marks.mapMount),
    markers: marks.markers,
    cardsInDom,
    filters,
  };
}

async function main() {
  const site = await ensureSite();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const listingsJson = JSON.stringify(makeListings(COUNT));
  const runs = [];
  try {
    for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(browser, listingsJson));
  } finally {
    await browser.close();
    site?.kill('SIGTERM');
  }

  const filterMs = runs.flatMap((r) => r.filters.map((f) => f.ms));
  const summary = {
    listings: COUNT,
    runs: RUNS,
    firstCardMs: median(runs.map((r) => r.firstCardMs)),
    firstMarkerMs: median(runs.map((r) => r.firstMarkerMs)),
    mapDrawMs: median(runs.map((r) => r.mapDrawMs)),
    filterChangeMedianMs: median(filterMs),
    filterChangeMaxMs: Math.max(...filterMs),
    markers: runs[0]?.markers,
    cardsInDom: runs[0]?.cardsInDom,
    targets: TARGETS,
  };
  const ok =
    summary.filterChangeMaxMs <= TARGETS.filterChangeMs && summary.mapDrawMs <= TARGETS.mapDrawMs;

  console.info(`\nListings page with ${COUNT} listings (${RUNS} runs, medians)`);
  const rows = [
    ['navigation → first card (ms)', summary.firstCardMs],
    ['navigation → first marker (ms)', summary.firstMarkerMs],
    [`map mount → all markers (ms, target ≤ ${TARGETS.mapDrawMs})`, summary.mapDrawMs],
    [
      `filter change, median (ms, target ≤ ${TARGETS.filterChangeMs})`,
      summary.filterChangeMedianMs,
    ],
    ['filter change, worst (ms)', summary.filterChangeMaxMs],
    ['markers drawn', summary.markers],
    ['cards in the DOM', summary.cardsInDom],
  ];
  for (const [label, value] of rows) console.info(`  ${label.padEnd(48)} ${value}`);
  console.info('\nFilter changes (first run):');
  for (const f of runs[0]?.filters ?? []) {
    console.info(`  ${f.change.padEnd(18)} ${String(f.ms).padStart(7)} ms   ${f.results}`);
  }
  console.info(ok ? 'Within targets.' : 'Outside a target: see above.');

  const outDir = path.join(ROOT, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, 'listings-bench.json'),
    JSON.stringify({ date: new Date().toISOString(), summary, runs }, null, 2),
  );
}

if (process.env.BENCH_DUMP) {
  // For profiling by hand: the same data set, written to a file.
  writeFileSync(process.env.BENCH_DUMP, JSON.stringify(makeListings(COUNT)));
} else
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
