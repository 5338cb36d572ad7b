import type { Page } from '@playwright/test';
import { expect, test } from '../support/accounts';
import { ports, trackPageErrors } from '../support/site';
import { trackNetworkQuiet } from '../support/quiet';

/*
 * The composed site under its Content-Security-Policy (scripts/lib/security-headers.mjs): every main
 * page, signed out and signed in, loads its remote and does its work without one violation: no
 * blocked script, style, image, connection or frame, no eval, no inline script without its hash.
 */

const ALICE = { email: 'alice@example.com', name: 'Alice Johnson' };

/** Every CSP violation of the page and its frames, as the browser reports it. */
function trackCspViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (
      /Content Security Policy|Refused to (load|execute|evaluate|connect|apply|frame)/i.test(text)
    )
      violations.push(`${page.url()}: ${text}`);
  });
  // Reported even when the page catches the error (e.g. a library probing for eval).
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

/** Opens pages one after another in `page` and checks each; tracks the network from now on. */
function visitor(page: Page) {
  const networkQuiet = trackNetworkQuiet(page);
  return (path: string, heading: RegExp | string) => visit(page, path, heading, networkQuiet);
}

async function visit(
  page: Page,
  path: string,
  heading: RegExp | string,
  networkQuiet: () => Promise<void>,
) {
  const response = await page.goto(path);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp, `${path} has a CSP`).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(/script-src [^;]*'unsafe-inline'/.test(csp)).toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  // Let late work (remote chunks, the map, images, polls) run under the policy.
  await networkQuiet().catch(() => undefined);
}

test.describe('CSP: the site runs without a violation', () => {
  test('signed out: home, listings, a listing (map, photos), contact, privacy', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const violations = trackCspViolations(page);
    const errors = trackPageErrors(page);
    const open = visitor(page);
    await open('/', 'Find Your Perfect Student Housing');
    await open('/listings', /^Available Listings/);
    // The list's own remote page (its filter bar) and its map.
    await expect(page.getByRole('search', { name: 'Filter listings' })).toBeVisible();
    const first = page.locator('a[href^="/listings/"]').first();
    const href = await first.getAttribute('href');
    await open(href!, /.+/);
    await expect(page.getByRole('button', { name: 'Contact Lister' })).toBeVisible();
    await open('/contact', /Contact/);
    await open('/privacy', 'Privacy Policy');
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('signed in: new listing, messages, profile', async ({ page, accounts }) => {
    test.setTimeout(120_000);
    const violations = trackCspViolations(page);
    const errors = trackPageErrors(page);
    const open = visitor(page);
    await open('/', 'Find Your Perfect Student Housing');
    await accounts.signIn(ALICE);
    await open('/listings/new', 'List Your Property');
    await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible();
    await open('/messages', 'Messages');
    await open('/profile', ALICE.name);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a remote on its own (its standalone harness) is under the same policy', async ({
    page,
  }) => {
    const violations = trackCspViolations(page);
    const response = await page.goto(`http://localhost:${ports.mf_listings}/listings`);
    expect(response?.headers()['content-security-policy']).toContain("object-src 'none'");
    await expect(page.getByRole('search', { name: 'Filter listings' })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
