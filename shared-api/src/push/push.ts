import { ApiError, apiDelete, apiGet, apiPost, unreadBodySchema } from 'shared-api';
import { pushPublicKeySchema, type PushSubscriptionInput } from './push.schema';

/**
 * Web Push in the browser (the server's side: `GET /push/public-key`,
 * `POST|DELETE /user/push-subscriptions`). The site's service worker (the shell's) receives the
 * pushes; this module only asks for permission and keeps the server's list of this browser's
 * subscription in step.
 */
export type PushState =
  /** No Push API, no Notification API, or no service worker (e.g. `pnpm dev`, iOS outside the home screen). */
  | 'unsupported'
  /** The student said no: only the browser's site settings can undo it. */
  | 'denied'
  | 'off'
  | 'on';

export const PUSH_TEXT = {
  denied:
    'Notifications are blocked for this site. To turn them on, open the site settings (the icon left of the address) and allow Notifications, then try again.',
  unsupported:
    "This browser can't show notifications from the site. On an iPhone, add the site to your Home Screen first.",
  failed: "We couldn't turn on notifications. Please try again.",
  offFailed: "We couldn't turn off notifications. Please try again.",
  on: "Notifications on. We'll let you know about new messages.",
  off: 'Notifications off.',
} as const;

export class PushDeniedError extends Error {
  constructor() {
    super(PUSH_TEXT.denied);
    this.name = 'PushDeniedError';
  }
}

const hasPushApi = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The site's service worker, if one is registered (the shell registers it after the page loads). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!hasPushApi()) return null;
  const existing = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (!existing) return null;
  // Registered but still installing on a first visit: wait for it to be active.
  return existing.active ? existing : navigator.serviceWorker.ready;
}

/** What the setting shows now, without asking the student anything. */
export async function readPushState(): Promise<PushState> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await reg.pushManager.getSubscription().catch(() => null);
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/** base64url → the bytes `applicationServerKey` wants. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Asks for permission (call it from a click: browsers ignore requests without one), subscribes
 * this browser with the server's key and registers the subscription. Rejects with
 * `PushDeniedError` when the student (or the browser) says no, an `ApiError` when the server
 * refuses, or an `Error` with `PUSH_TEXT.failed`.
 */
export async function subscribeToPush(): Promise<void> {
  const reg = await registration();
  if (!reg) throw new Error(PUSH_TEXT.unsupported);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushDeniedError();
  const { publicKey } = await apiGet('/push/public-key', pushPublicKeySchema, { auth: false });
  let subscription: PushSubscription;
  try {
    subscription =
      (await reg.pushManager.getSubscription()) ??
      (await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(publicKey),
      }));
  } catch (error) {
    console.error('Push subscription failed', error);
    throw new Error(PUSH_TEXT.failed);
  }
  await apiPost(
    '/user/push-subscriptions',
    subscription.toJSON() as PushSubscriptionInput,
    unreadBodySchema,
  );
}

/** Forgets this browser's subscription on the server, then in the browser. */
export async function unsubscribeFromPush(): Promise<void> {
  const reg = await registration();
  const subscription = await reg?.pushManager.getSubscription();
  if (!subscription) return;
  // The server first: if it fails the setting stays on, and stays true (pushes would still come).
  await apiDelete('/user/push-subscriptions', { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe().catch(() => undefined);
}

/** A failure's sentence for the screen. */
export function pushErrorMessage(error: unknown, fallback: string = PUSH_TEXT.failed): string {
  if (error instanceof PushDeniedError) return error.message;
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message === PUSH_TEXT.unsupported) return error.message;
  return fallback;
}
