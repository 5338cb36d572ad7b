import { expect, test } from '@playwright/test';
import {
  manifestUrl,
  ports,
  REMOTE_FAILURE_TITLE,
  trackPageErrors,
  type RemoteName,
  waitForApp,
} from '../support/site';

/** Every route of the site and where its page comes from. */
const ROUTES: { path: string; remote?: RemoteName; heading?: string | RegExp }[] = [
  { path: '/', heading: 'Find Your Perfect Student Housing' },
  { path: '/listings', remote: 'mf_listings', heading: /^Available Listings \(\d+\)$/ },
  { path: '/listings/new', remote: 'mf_create' },
  { path: '/listings/1', remote: 'mf_listings' },
  { path: '/listings/1/edit', remote: 'mf_create' },
  { path: '/profile', remote: 'mf_profile' },
  { path: '/messages', remote: 'mf_messaging' },
  { path: '/messages/1', remote: 'mf_messaging' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/no-such-page', heading: 'Page Not Found' },
];

test.describe('smoke: every route', () => {
  for (const route of ROUTES) {
    test(`${route.path} loads its page without errors`, async ({ page }) => {
      const errors = trackPageErrors(page);
      // Signed-out visitors may get a browser alert on some pages: accept it.
      page.on('dialog', (dialog) => void dialog.dismiss());
      const manifest = route.remote
        ? page.waitForResponse((res) => manifestUrl(route.remote!).test(res.url()))
        : null;
      await page.goto(route.path);
      if (manifest) expect((await manifest).status()).toBe(200);

      await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
      const main = page.locator('main#main');
      if (route.heading) {
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      } else {
        // A remote page (its content depends on data and session): its module arrived and rendered
        // something, and not the failure message.
        await page.waitForLoadState('networkidle');
        await expect(main).not.toBeEmpty();
        // Neither the shell's spinner nor its prerendered skeletons (shell/src/prerender) remain.
        await expect(
          main.getByRole('status', {
            name: /^Loading (page|listings\.\.\.|listing details\.\.\.)$/,
          }),
        ).toHaveCount(0);
      }
      await expect(page.getByText(REMOTE_FAILURE_TITLE)).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('a page from a remote keeps working after client-side navigation', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('link', { name: 'Listings' })
      .click();
    await expect(page).toHaveURL(/\/listings$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /^Available Listings \(\d+\)$/ }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('smoke: a remote that cannot be loaded', () => {
  const cases = [
    {
      name: 'manifest answers 404',
      block: (url: string) => url.endsWith('/mf-manifest.json'),
      how: 'fulfill' as const,
    },
    {
      name: 'remoteEntry.js cannot be downloaded',
      block: (url: string) => url.endsWith('/remoteEntry.js'),
      how: 'abort' as const,
    },
  ];
  for (const { name, block, how } of cases) {
    test(`${name}: in-page message, the rest keeps working, Try again recovers`, async ({
      page,
    }) => {
      let broken = true;
      await page.route(
        (url) => url.port === String(ports.mf_listings) && block(url.pathname),
        (route) =>
          !broken
            ? route.continue()
            : how === 'abort'
              ? route.abort('connectionrefused')
              : route.fulfill({ status: 404, body: 'Not found' }),
      );
      await page.goto('/listings');
      await expect(page.getByRole('heading', { name: REMOTE_FAILURE_TITLE })).toBeVisible();
      const retry = page.getByRole('button', { name: 'Try again' });
      await expect(retry).toBeVisible();
      // Inside the normal frame.
      await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Privacy Policy' }).first()).toBeVisible();

      // Other routes still work, the shell's and other remotes' alike.
      await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      await page.goto('/messages');
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main#main')).not.toBeEmpty();
      await expect(page.getByText(REMOTE_FAILURE_TITLE)).toHaveCount(0);

      // Back to the broken route: still the message; once the remote is back, Try again recovers.
      await page.goto('/listings');
      await expect(retry).toBeVisible();
      broken = false;
      await retry.click();
      await expect(
        page.getByRole('heading', { level: 1, name: /^Available Listings \(\d+\)$/ }),
      ).toBeVisible();
      await expect(page.getByText(REMOTE_FAILURE_TITLE)).toHaveCount(0);
    });
  }
});

test.describe('smoke: /app-config.json decides where remotes live', () => {
  test.describe(() => {
    // The config is changed in the browser only: the page's CSP, built by the server from the real
    // config, does not name the other host. A real move (MF_LISTINGS_URL, APP_CONFIG) changes both;
    // scripts/lib/static-server.test.mjs checks the CSP follows the config.
    test.use({ bypassCSP: true });
    test('pointing mf_listings at another host loads it from there, without rebuilding the shell', async ({
      page,
    }) => {
      const elsewhere = 'http://cdn.elsewhere.test/listings/';
      const real = `http://localhost:${ports.mf_listings}/`;
      const served: string[] = [];
      await page.route('**/app-config.json', async (route) => {
        const config = await (await route.fetch()).json();
        config.remotes.mf_listings = `${elsewhere}mf-manifest.json`;
        await route.fulfill({ json: config });
      });
      // The "other host" is the same build, proxied: what matters is which URL the shell asks for.
      await page.route(`${elsewhere}**`, async (route) => {
        served.push(route.request().url());
        const response = await route.fetch({ url: route.request().url().replace(elsewhere, real) });
        await route.fulfill({ response });
      });
      const direct: string[] = [];
      page.on('request', (req) => {
        if (req.url().startsWith(real)) direct.push(req.url());
      });

      await page.goto('/listings');
      await expect(page.getByRole('search', { name: 'Filter listings' })).toBeVisible();
      // The painted page has the filters too: the remote's code has run once the app took over.
      await waitForApp(page);
      expect(served).toContain(`${elsewhere}mf-manifest.json`);
      expect(served.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
      expect(direct).toEqual([]);
      // The page goes on loading the remote's later chunks (the map's, on a wide screen) through
      // the proxy: an answer still on its way when the page closes is no failure of this test (CI
      // once failed in the teardown on a response disposed mid-answer).
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  });

  test('remote files and the config are served with the right cache headers', async ({
    request,
  }) => {
    const config = await request.get('/app-config.json');
    // Never stored: its URLs depend on the Host asked for (scripts/lib/app-config.mjs).
    expect(config.headers()['cache-control']).toBe('no-store');
    const remotes = (await config.json()).remotes as Record<string, string>;
    for (const manifest of Object.values(remotes)) {
      const res = await request.get(manifest, {
        headers: { Origin: `http://localhost:${ports.shell}` },
      });
      expect(res.status(), manifest).toBe(200);
      expect(res.headers()['cache-control']).toBe('no-cache');
      expect(res.headers()['access-control-allow-origin']).toBe('*');
      const entry = await request.get(manifest.replace('mf-manifest.json', 'remoteEntry.js'));
      expect(entry.headers()['cache-control']).toBe('no-cache');
    }
    const html = await (await request.get('/')).text();
    // The shell's page loads it after the first paint (shell/src/prerender): its name is in a script.
    const script = /"?\/(main\.[0-9a-f]{10}\.js)/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const chunk = await request.get(`/${script}`);
    expect(chunk.headers()['cache-control']).toContain('immutable');
  });
});
