import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { accountsOf, NEW_ACCOUNT_PASSWORD, uniqueEmail } from './accounts';
import { API_KEY, IDENTITY, signUpByApi } from './api-listings';
import { ports } from './site';

/** The mail catcher `pnpm start` runs (MailDev), read through its REST API. */
const INBOX = `http://127.0.0.1:${ports.mail}/api/email`;

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
}

async function emulatorAdmin(request: APIRequestContext) {
  const config = (await (await request.get('/app-config.json')).json()) as {
    firebase: { projectId: string };
  };
  return `http://127.0.0.1:${ports.auth}/emulator/v1/projects/${config.firebase.projectId}`;
}

/** A new account whose address is verified (the emulator's link followed), known to the API. */
export async function verifiedAccount(request: APIRequestContext, name: string) {
  const email = uniqueEmail('mail-lister');
  const idToken = await signUpByApi(request, email, name);
  const sent = await request.post(`${IDENTITY}/accounts:sendOobCode?${API_KEY}`, {
    data: { requestType: 'VERIFY_EMAIL', idToken },
  });
  expect(sent.ok()).toBe(true);
  const { oobCodes } = (await (
    await request.get(`${await emulatorAdmin(request)}/oobCodes`)
  ).json()) as { oobCodes: Array<{ email: string; requestType: string; oobLink: string }> };
  const link = oobCodes.find((c) => c.email === email && c.requestType === 'VERIFY_EMAIL');
  expect((await request.get(link?.oobLink ?? '')).ok()).toBe(true);
  const signedIn = await request.post(`${IDENTITY}/accounts:signInWithPassword?${API_KEY}`, {
    data: { email, password: NEW_ACCOUNT_PASSWORD, returnSecureToken: true },
  });
  const token = ((await signedIn.json()) as { idToken: string }).idToken;
  // The shell's sign-in sync: the API copies the token's verified address.
  const headers = { Authorization: `Bearer ${token}` };
  expect((await request.get('/api/user', { headers })).ok()).toBe(true);
  return { email, name, token };
}

export async function mailsTo(request: APIRequestContext, address: string): Promise<CaughtMail[]> {
  const res = await request.get(INBOX);
  expect(res.ok(), 'the mail catcher answers (pnpm start runs MailDev)').toBe(true);
  const all = (await res.json()) as CaughtMail[];
  return all.filter((m) => m.to.some((t) => t.address === address));
}

/** A fresh browser context signed in as `account` (made by `verifiedAccount`). */
export async function signedInPage(browser: Browser, account: { email: string; name: string }) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await accountsOf(page).signIn(account, NEW_ACCOUNT_PASSWORD);
  return page;
}
