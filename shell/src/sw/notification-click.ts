/** The part of the Clients API a notification click uses (ServiceWorkerGlobalScope.clients). */
export interface WindowLike {
  url: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
export interface ClientsLike {
  matchAll(options: {
    type: 'window';
    includeUncontrolled: boolean;
  }): Promise<readonly WindowLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/** Windows of the site that the student is looking at, or may be (visible first, then focused). */
const byAttention = (a: WindowLike, b: WindowLike) =>
  Number(b.visibilityState === 'visible') - Number(a.visibilityState === 'visible') ||
  Number(b.focused) - Number(a.focused);

/**
 * A click on a notification: the student wants that chat (or saved search) now. An open window of
 * the site is brought forward and sent there (one app, not a new tab per notification); without
 * one, a new window opens at the URL.
 */
export async function openNotificationTarget(clients: ClientsLike, url: string): Promise<void> {
  const windows = [...(await clients.matchAll({ type: 'window', includeUncontrolled: true }))];
  const target = windows.sort(byAttention)[0];
  if (!target) {
    await clients.openWindow(url);
    return;
  }
  // focus() needs the click's user activation; navigating does not, so a refused focus still
  // leaves the window on the chat.
  await target.focus().catch(() => undefined);
  if (target.url === url) return;
  try {
    await target.navigate(url);
  } catch {
    // A window this worker does not control (opened before it was installed) cannot be navigated.
    await clients.openWindow(url);
  }
}

/** Whether a push needs a notification: not while the student has a window of the site in view. */
export async function someWindowVisible(clients: ClientsLike): Promise<boolean> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.some((client) => client.visibilityState === 'visible');
}
