import { describe, expect, it } from 'vitest';
import { openNotificationTarget, someWindowVisible, type WindowLike } from './notification-click';

/** Windows as the Clients API lists them; each records what the worker asked of it. */
function clientsWith(windows: Partial<WindowLike>[], options: { controlled?: boolean } = {}) {
  const log: string[] = [];
  const list = windows.map((w, i) => ({
    url: w.url ?? 'http://site.test/',
    focused: w.focused ?? false,
    visibilityState: w.visibilityState ?? 'hidden',
    focus: async () => void log.push(`focus ${i}`),
    navigate: async (url: string) => {
      if (options.controlled === false) throw new TypeError('not controlled');
      log.push(`navigate ${i} ${url}`);
    },
  }));
  return {
    log,
    clients: {
      matchAll: async () => list,
      openWindow: async (url: string) => void log.push(`open ${url}`),
    },
  };
}

const CHAT = 'http://site.test/messages/42';

describe('a click on a notification', () => {
  it('opens a new window when no window of the site is open', async () => {
    const { clients, log } = clientsWith([]);
    await openNotificationTarget(clients, CHAT);
    expect(log).toEqual([`open ${CHAT}`]);
  });

  it('brings the window in view forward and sends it to the chat, instead of a new tab', async () => {
    const { clients, log } = clientsWith([
      { url: 'http://site.test/listings' },
      { url: 'http://site.test/profile', visibilityState: 'visible' },
    ]);
    await openNotificationTarget(clients, CHAT);
    expect(log).toEqual(['focus 1', `navigate 1 ${CHAT}`]);
  });

  it('only focuses a window already on the chat', async () => {
    const { clients, log } = clientsWith([{ url: CHAT, focused: true }]);
    await openNotificationTarget(clients, CHAT);
    expect(log).toEqual(['focus 0']);
  });

  it('opens a new window when the open one cannot be navigated (not controlled by the worker)', async () => {
    const { clients, log } = clientsWith([{ url: 'http://site.test/' }], { controlled: false });
    await openNotificationTarget(clients, CHAT);
    expect(log).toEqual(['focus 0', `open ${CHAT}`]);
  });
});

describe('whether a push needs a notification', () => {
  it('not while a window of the site is visible', async () => {
    expect(await someWindowVisible(clientsWith([{ visibilityState: 'visible' }]).clients)).toBe(
      true,
    );
    expect(await someWindowVisible(clientsWith([{ visibilityState: 'hidden' }]).clients)).toBe(
      false,
    );
    expect(await someWindowVisible(clientsWith([]).clients)).toBe(false);
  });
});
