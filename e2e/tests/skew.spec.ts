import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { manifestUrl, ports, REMOTE_FAILURE_TITLE, trackPageErrors } from '../support/site';

// Version skew between the shell and a remote over shared-api, a shared singleton with a real
// semver version: each app's manifest asks for `^` the version it was built against, and the shell
// refuses a remote its own copy cannot serve (a newer major or minor than it runs), before any of
// the remote's code is downloaded; a remote built against an older minor runs on the shell's
// newer copy. The newer builds are faked on their way to the browser (a remote's manifest, the
// shell's main script), as a build after a version bump would have written them.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SHARED_API = JSON.parse(readFileSync(path.join(ROOT, 'shared-api/package.json'), 'utf8'))
  .version as string;
const major = Number(SHARED_API.split('.')[0]);
const NEXT_MAJOR = `${major + 1}.0.0`;

interface ManifestShared {
  name: string;
  version: string;
  requiredVersion: string | false;
}

/** mf-listings' real manifest, with the shared-api it says it was built against changed. */
async function listingsBuiltAgainst(page: Page, version: string) {
  await page.route(manifestUrl('mf_listings'), async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { shared: ManifestShared[] };
    const sharedApi = manifest.shared.find((s) => s.name === 'shared-api')!;
    sharedApi.version = version;
    sharedApi.requiredVersion = `^${version}`;
    await route.fulfill({ response, json: manifest });
  });
}

/**
 * The shell as a build after a minor bump of shared-api would run: its own copy is `version`. The
 * shell's main script holds its shared declarations; the painted pages start it only after their
 * first paint (tooling/webpack/create-prerender-config.mjs), after the page's load event, so the
 * answer is when that script was served and how many declarations it had rewritten.
 */
async function shellProvidesSharedApi(page: Page, version: string) {
  let served!: (edits: number) => void;
  const edits = new Promise<number>((resolve) => (served = resolve));
  await page.route(/\/main\.[0-9a-f]{10}\.js$/, async (route) => {
    const response = await route.fetch();
    let count = 0;
    const bumped = (await response.text()).replace(
      new RegExp(`("shared-api"(?::\\[\\{version:|,))"${SHARED_API.replaceAll('.', '\\.')}"`, 'g'),
      (_, prefix: string) => {
        count++;
        return `${prefix}"${version}"`;
      },
    );
    await route.fulfill({ response, body: bumped });
    served(count);
  });
  return { edits };
}

/** What a page load ran of mf-listings' own server. */
function listingsCode(page: Page) {
  const code: string[] = [];
  page.on('request', (req) => {
    const url = req.url();
    if (url.startsWith(`http://localhost:${ports.mf_listings}/`) && url.endsWith('.js')) {
      code.push(url);
    }
  });
  return code;
}

test('each remote’s manifest asks for the shared-api it was built against', async ({ request }) => {
  const res = await request.get(`http://localhost:${ports.mf_listings}/mf-manifest.json`);
  const manifest = (await res.json()) as { shared: ManifestShared[] };
  expect(manifest.shared.find((s) => s.name === 'shared-api')).toMatchObject({
    version: SHARED_API,
    requiredVersion: `^${SHARED_API}`,
  });
});

test('a remote built against a newer major of shared-api is refused with its reason; the rest works', async ({
  page,
}) => {
  await listingsBuiltAgainst(page, NEXT_MAJOR);
  const code = listingsCode(page);
  await page.goto('/listings');
  const failure = page.getByRole('alert').filter({ hasText: REMOTE_FAILURE_TITLE });
  await expect(failure).toContainText(
    `This part of the site needs shared-api ^${NEXT_MAJOR}, but the site runs ${SHARED_API}.`,
  );
  await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
  expect(code, 'nothing of the refused remote was run').toEqual([]);

  // Another remote and the shell's own pages work.
  await page.goto('/messages');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main#main')).not.toBeEmpty();
  await expect(page.getByText(REMOTE_FAILURE_TITLE)).toHaveCount(0);
  await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('a newer minor of the shell’s shared-api serves a remote built against an older one', async ({
  page,
  context,
}) => {
  const minor = Number(SHARED_API.split('.')[1]);
  const newerMinor = `${major}.${minor + 1}.0`;
  const errors = trackPageErrors(page);
  const shell = await shellProvidesSharedApi(page, newerMinor);
  const code = listingsCode(page);
  // mf-listings as built: against the shell's version before the bump.
  await page.goto('/listings');
  expect(await shell.edits, 'the shell’s main script declares its shared-api').toBeGreaterThan(0);
  // The filter bar is mf-listings' own (the painted page has only its place), and filtering works.
  const filters = page.getByRole('search', { name: 'Filter listings' });
  await expect(filters).toBeVisible();
  await filters.getByRole('button', { name: 'Term' }).click();
  await page.getByRole('group', { name: 'Term' }).getByRole('button', { name: 'Summer' }).click();
  await expect(page).toHaveURL(/[?&]term=Summer/);
  const cards = page.getByRole('article');
  await expect(cards.locator('span', { hasText: /^(Spring|Fall|Academic Year)$/ })).toHaveCount(0);
  await expect(cards.locator('span', { hasText: /^Summer$/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Available Listings \(\d+\)$/);
  await expect(page.getByText(REMOTE_FAILURE_TITLE)).toHaveCount(0);
  expect(code.length, 'mf-listings’ code ran on the shell’s newer copy').toBeGreaterThan(0);
  expect(errors).toEqual([]);

  // The same shell meets a remote built after the next minor: it needs what the page lacks.
  const other = await context.newPage();
  const otherShell = await shellProvidesSharedApi(other, newerMinor);
  const newest = `${major}.${minor + 2}.0`;
  await listingsBuiltAgainst(other, newest);
  const refusedCode = listingsCode(other);
  await other.goto('/listings');
  expect(await otherShell.edits).toBeGreaterThan(0);
  await expect(other.getByRole('alert').filter({ hasText: REMOTE_FAILURE_TITLE })).toContainText(
    `This part of the site needs shared-api ^${newest}, but the site runs ${newerMinor}.`,
  );
  expect(refusedCode, 'nothing of the refused remote was run').toEqual([]);
});
