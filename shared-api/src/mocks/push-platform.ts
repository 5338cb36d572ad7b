/**
 * The browser's side of Web Push (Notification permission, a service worker registration, its
 * PushManager) for jsdom tests, which have none of it. The platform edge, like MSW for the
 * network: `shared-api/push` runs unchanged on top. `permissionAnswer` is what the permission
 * prompt answers; `subscribeFails` makes the push service refuse.
 */
export interface FakePushOptions {
  permission?: NotificationPermission;
  permissionAnswer?: NotificationPermission;
  subscribed?: boolean;
  subscribeFails?: boolean;
}

export interface FakePush {
  /** How often the permission prompt was shown. */
  prompts: number;
  subscription: { endpoint: string; unsubscribed: boolean } | null;
  restore: () => void;
}

export const FAKE_PUSH_ENDPOINT = 'https://push.example.test/send/abc123';

export function installFakePush(options: FakePushOptions = {}): FakePush {
  let permission: NotificationPermission = options.permission ?? 'default';
  const state: FakePush = {
    prompts: 0,
    subscription: options.subscribed ? { endpoint: FAKE_PUSH_ENDPOINT, unsubscribed: false } : null,
    restore: () => undefined,
  };
  const toSubscription = () =>
    state.subscription && !state.subscription.unsubscribed
      ? {
          endpoint: state.subscription.endpoint,
          toJSON: () => ({
            endpoint: FAKE_PUSH_ENDPOINT,
            expirationTime: null,
            keys: {
              // A real P-256 point (65 bytes) and a 16-byte secret: what the server's schema accepts.
              p256dh:
                'BN8K98kWLENMaQ8noENwhiez067l0-ak5oq78-n2ZKBcphsOkd1aEigKni_DpKXptTC1LJhMIgWtpqW9qE88nYE',
              auth: 'tBHItJI5svbpez7KI4CCXg',
            },
          }),
          unsubscribe: async () => {
            if (state.subscription) state.subscription.unsubscribed = true;
            return true;
          },
        }
      : null;
  const pushManager = {
    getSubscription: async () => toSubscription(),
    subscribe: async (init: { applicationServerKey?: BufferSource }) => {
      if (options.subscribeFails) throw new DOMException('push service error', 'AbortError');
      if (!init.applicationServerKey) throw new TypeError('applicationServerKey required');
      state.subscription = { endpoint: FAKE_PUSH_ENDPOINT, unsubscribed: false };
      return toSubscription();
    },
  };
  const registration = { active: {}, pushManager };
  const serviceWorker = {
    getRegistration: async () => registration,
    ready: Promise.resolve(registration),
  };
  class FakeNotification {
    static get permission() {
      return permission;
    }
    static async requestPermission() {
      state.prompts += 1;
      if (permission === 'default') permission = options.permissionAnswer ?? 'granted';
      return permission;
    }
  }
  const had = {
    serviceWorker: Object.getOwnPropertyDescriptor(navigator, 'serviceWorker'),
    PushManager: Object.getOwnPropertyDescriptor(window, 'PushManager'),
    Notification: Object.getOwnPropertyDescriptor(window, 'Notification'),
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: class {} });
  Object.defineProperty(window, 'Notification', { configurable: true, value: FakeNotification });
  state.restore = () => {
    for (const [name, target] of [
      ['serviceWorker', navigator],
      ['PushManager', window],
      ['Notification', window],
    ] as const) {
      const descriptor = had[name];
      if (descriptor) Object.defineProperty(target, name, descriptor);
      else delete (target as unknown as Record<string, unknown>)[name];
    }
  };
  return state;
}
