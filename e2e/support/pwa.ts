import { type BrowserContext, type CDPSession, type Page, type Worker } from '@playwright/test';
import { ports } from './site';

export const ORIGIN = `http://localhost:${ports.shell}`;

/** Ends when the site's service worker controls the page (registered after load, then claimed). */
export async function waitForServiceWorker(page: Page): Promise<Worker> {
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, {
    timeout: 30_000,
  });
  const context = page.context();
  const worker =
    context.serviceWorkers().find((w) => w.url() === `${ORIGIN}/sw.js`) ??
    (await context.waitForEvent('serviceworker', (w) => w.url() === `${ORIGIN}/sw.js`));
  return worker;
}

/** The DevTools registration id of the site's worker (what `ServiceWorker.deliverPushMessage` takes). */
export async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === `${ORIGIN}/` && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** Delivers a push message to the site's worker as a push service would. */
export async function deliverPush(
  cdp: CDPSession,
  id: string,
  payload: { type: string; title: string; body: string; url: string; tag: string },
) {
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: ORIGIN,
    registrationId: id,
    data: JSON.stringify(payload),
  });
}

/** The worker's global, as far as these helpers use it (e2e's lib is the DOM's, not the worker's). */
interface WorkerScope {
  registration: { getNotifications(filter?: { tag: string }): Promise<Notification[]> };
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
  dispatchEvent(event: Event): boolean;
}

/**
 * The site's worker as it runs now: Chromium stops an idle worker (the page left) and starts a new
 * one for the next push, and a handle to the stopped one never answers again.
 */
async function liveWorker(context: BrowserContext): Promise<Worker> {
  const running = context.serviceWorkers().filter((w) => w.url() === `${ORIGIN}/sw.js`);
  return (
    running.at(-1) ??
    (await context.waitForEvent('serviceworker', (w) => w.url() === `${ORIGIN}/sw.js`))
  );
}

/** The notifications the worker shows, as the platform lists them. */
export async function notificationsOf(context: BrowserContext, tag?: string) {
  const worker = await liveWorker(context);
  return worker.evaluate(async (wanted) => {
    const sw = self as unknown as WorkerScope;
    const list = await sw.registration.getNotifications(wanted ? { tag: wanted } : undefined);
    return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
  }, tag);
}

/** A click on the worker's notification with this tag (no real click exists in headless Chromium). */
export async function clickNotification(context: BrowserContext, tag: string) {
  const worker = await liveWorker(context);
  await worker.evaluate(async (wanted) => {
    const sw = self as unknown as WorkerScope;
    const [notification] = await sw.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`no notification tagged ${wanted}`);
    sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification }));
  }, tag);
}

/** The Chromium installability verdict of the page's manifest (empty: installable). */
export async function installabilityErrors(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors');
  await cdp.detach();
  return errors;
}
