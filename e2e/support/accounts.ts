import { expect, test as base, type Page } from '@playwright/test';

/** The demo seed's password (server/src/seed): alice, ben, chloe, diego, emma @example.com. */
export const DEMO_PASSWORD = 'sublease-demo';
/** The password of accounts a spec signs up itself. */
export const NEW_ACCOUNT_PASSWORD = 'badgers-e2e-123';

export interface Account {
  email: string;
  name: string;
}

/** An address no other run or test has used (the emulator keeps accounts between runs). */
export const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first();
const dialog = (page: Page) => page.getByRole('dialog');

/**
 * Signing in and up through the shell's dialog, as a person does (the one copy of these steps for
 * every spec). Each call ends when the dialog has closed; with a name, when the navbar shows it.
 */
export function accountsOf(page: Page) {
  return {
    /** Fills and sends the sign-in form of a dialog that is already open (whatever opened it). */
    async signInInOpenDialog(email: string, password = DEMO_PASSWORD) {
      await dialog(page).getByLabel('Email').fill(email);
      await dialog(page).getByLabel('Password', { exact: true }).fill(password);
      await dialog(page).getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(dialog(page)).toBeHidden();
    },
    /** Opens the dialog from the navbar and signs in (a demo user unless a password is given). */
    async signIn(user: Account, password = DEMO_PASSWORD) {
      await nav(page).getByRole('button', { name: 'Sign In' }).click();
      await this.signInInOpenDialog(user.email, password);
      await expect(nav(page).getByRole('button', { name: user.name })).toBeVisible();
    },
    /** Signs up a new account in a dialog that is already open; returns its address. */
    async signUpInOpenDialog(name: string, email = uniqueEmail('user')) {
      await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
      await dialog(page).getByLabel('Display Name (optional)').fill(name);
      await dialog(page).getByLabel('Email').fill(email);
      await dialog(page).getByLabel('Password', { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
      await dialog(page).getByLabel('Confirm Password').fill(NEW_ACCOUNT_PASSWORD);
      await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
      await expect(dialog(page)).toBeHidden();
      return email;
    },
    /** Opens the dialog from the navbar and signs up; ends when the navbar shows the name. */
    async signUp(name: string, email = uniqueEmail('user')) {
      await nav(page).getByRole('button', { name: 'Sign In' }).click();
      await this.signUpInOpenDialog(name, email);
      await expect(nav(page).getByRole('button', { name })).toBeVisible();
      return email;
    },
  };
}

export type Accounts = ReturnType<typeof accountsOf>;

/**
 * Playwright's `test` with an `accounts` fixture for the test's page; other pages (a second
 * person in their own context) use `accountsOf(page)`.
 */
export const test = base.extend<{ accounts: Accounts }>({
  accounts: async ({ page }, use) => {
    await use(accountsOf(page));
  },
});
export { expect };
