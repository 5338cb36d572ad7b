import { expect, test, type Page } from '@playwright/test';
import { GAPI_SHIM } from '../support/gapi-shim';
import { trackPageErrors } from '../support/site';

/*
 * The shell's journeys through the composed site: the real API and the Firebase Auth
 * Emulator. Every run signs up fresh accounts, so the tests never depend on seeded credentials.
 */

const PASSWORD = 'badgers-123';
const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const dialog = (page: Page) => page.getByRole('dialog');

/** Resolves with the status of the next `GET /api/user` (the user sync after each sign-in). */
const nextUserSync = (page: Page) =>
  page
    .waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/user' && r.request().method() === 'GET',
    )
    .then((r) => r.status());

async function openSignIn(page: Page) {
  await nav(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog(page)).toBeVisible();
}

async function signUp(page: Page, email: string, name: string) {
  await openSignIn(page);
  await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
  await dialog(page).getByLabel('Display Name (optional)').fill(name);
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog(page).getByLabel('Confirm Password').fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog(page)).toBeHidden();
}

async function signOut(page: Page, name: string) {
  await nav(page).getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(nav(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  await openSignIn(page);
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByLabel('Password', { exact: true }).fill(password);
  await dialog(page).getByRole('button', { name: 'Sign In', exact: true }).click();
}

test.describe('shell: accounts', () => {
  test('sign up, sign out, sign in again, and a wrong password', async ({ page }) => {
    const errors = trackPageErrors(page);
    const email = uniqueEmail('account');
    await page.goto('/');

    const synced = nextUserSync(page);
    await signUp(page, email, 'Erin Example');
    expect(await synced).toBe(200);
    const account = nav(page).getByRole('button', { name: 'Erin Example' });
    await expect(account).toBeVisible();
    await expect(account).toContainText('EE');

    await signOut(page, 'Erin Example');

    await signIn(page, email, 'not-the-password');
    await expect(dialog(page).getByRole('alert')).toHaveText('Error logging in!');
    await dialog(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
    const resynced = nextUserSync(page);
    await dialog(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog(page)).toBeHidden();
    expect(await resynced).toBe(200);
    await expect(nav(page).getByRole('button', { name: 'Erin Example' })).toBeVisible();

    // The session survives a reload, and nothing shifts once it is known.
    await page.reload();
    await expect(nav(page).getByRole('button', { name: 'Erin Example' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a signed-out visit downloads Firebase only once Sign In opens; other tabs follow', async ({
    page,
    context,
  }) => {
    // Firebase Auth is the largest download after React DOM: a visitor without a stored session
    // gets it when they open the dialog (shell/src/app/deferred-session.ts).
    const firebaseLoads = (p: Page) => {
      const urls: string[] = [];
      p.on('response', (r) => {
        if (r.request().resourceType() !== 'script') return;
        void r
          .text()
          .then((body) => body.includes('identitytoolkit.googleapis.com') && urls.push(r.url()))
          .catch(() => {});
      });
      return urls;
    };
    const errors = trackPageErrors(page);
    const loaded = firebaseLoads(page);
    await page.goto('/');
    await expect(nav(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
    const other = await context.newPage();
    const otherLoaded = firebaseLoads(other);
    await other.goto('/listings');
    await expect(nav(other).getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(loaded).toEqual([]);

    await signUp(page, uniqueEmail('lazy'), 'Lou Lazy');
    await expect(nav(page).getByRole('button', { name: 'Lou Lazy' })).toBeVisible();
    expect(loaded.length).toBeGreaterThan(0);

    // The other tab learns of the session when it is looked at again, without a reload.
    expect(otherLoaded).toEqual([]);
    await other.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(nav(other).getByRole('button', { name: 'Lou Lazy' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('validation and a password reset request', async ({ page }) => {
    const email = uniqueEmail('reset');
    await page.goto('/');
    await signUp(page, email, 'Reset Person');
    await signOut(page, 'Reset Person');

    await openSignIn(page);
    await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
    await dialog(page).getByLabel('Email').fill(uniqueEmail('short'));
    await dialog(page).getByLabel('Password', { exact: true }).fill('12345');
    await dialog(page).getByLabel('Confirm Password').fill('12345');
    await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText(
      'Password must be at least 6 characters',
    );

    await dialog(page).getByRole('button', { name: 'Sign In' }).click();
    await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset Password' })).toBeVisible();
    await dialog(page).getByLabel('Email').fill(email);
    await dialog(page).getByRole('button', { name: 'Send Reset Email' }).click();
    await expect(dialog(page).getByRole('status')).toHaveText(
      'Check your email for password reset instructions',
    );
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
  });

  test('Google sign-in through the emulator popup', async ({ page, context }) => {
    // No internet here: the emulator's account picker links web fonts and styles (not needed), and
    // Firebase's popup flow loads Google's gapi loader, served by a local stand-in.
    await context.route(/unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com/, (r) => r.abort());
    await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (r) =>
      r.fulfill({ contentType: 'text/javascript', body: GAPI_SHIM }),
    );
    const email = uniqueEmail('google');
    await page.goto('/');
    await openSignIn(page);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog(page).getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    await popup.waitForLoadState('domcontentloaded');
    await popup.locator('#add-account-button button').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill('Gabe Google');
    await popup.locator('#sign-in').click();

    await expect(dialog(page)).toBeHidden();
    await expect(nav(page).getByRole('button', { name: 'Gabe Google' })).toBeVisible();
  });
});

test.describe('shell: theme', () => {
  test('the dark/light choice is saved and applied before the first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const toggle = nav(page).getByRole('switch', { name: 'Dark mode' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');

    // The inline script sets the theme before the app's bundle runs.
    await page.route('**/*.js', (route) => route.abort());
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.unroute('**/*.js');
    await page.reload();
    await expect(nav(page).getByRole('switch', { name: 'Dark mode' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  test('without a saved choice the operating system decides', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('shell: phones (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('hamburger menu, mail icon and the Legal & Info sheet', async ({ page }) => {
    await page.goto('/');
    const menu = nav(page).getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page).getByRole('link', { name: 'Listings' })).toBeHidden();
    await menu.click();
    await expect(nav(page).getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();
    await menu.click();
    await nav(page).getByRole('link', { name: 'Listings' }).click();
    await expect(page).toHaveURL(/\/listings$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    // The footer is only on the home page on phones.
    await expect(page.getByRole('button', { name: 'Legal & Info' })).toHaveCount(0);

    await nav(page).getByRole('button', { name: 'Messages' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in to continue' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/');
    await page.getByRole('button', { name: 'Legal & Info' }).click();
    const sheet = page.getByRole('dialog', { name: 'Legal & Info' });
    await expect(sheet.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await sheet.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });

  test('signed in, the mail icon opens the messages', async ({ page }) => {
    await page.goto('/');
    const email = uniqueEmail('phone');
    await nav(page).getByRole('button', { name: 'Messages' }).click();
    await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
    await dialog(page).getByLabel('Email').fill(email);
    await dialog(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog(page).getByLabel('Confirm Password').fill(PASSWORD);
    await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(dialog(page)).toBeHidden();
    await nav(page).getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL(/\/messages$/);
  });
});

test.describe('shell: pages', () => {
  test('the contact form sends a message', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill out all fields!');
    await page.getByLabel('Full Name').fill('Casey Contact');
    await page.getByLabel('Email Address').fill('casey@example.com');
    await page.getByLabel('Reason for Contact').selectOption({ label: 'Feature Request' });
    await page.getByLabel('Message').fill('Could the map show bus stops too?');
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/email'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await posted).status()).toBe(202);
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    await expect(
      page.getByText("Thank you for reaching out. We'll get back to you as soon as possible."),
    ).toBeVisible();
  });

  test('home, privacy and terms, and a 404 for anything else', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Browse Listings' }).click();
    await expect(page).toHaveURL(/\/listings$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
