/** What sharing a link came to: each has its own answer on the page (share-listing.tsx). */
type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

interface ShareData {
  title: string;
  text: string;
  url: string;
}

/** The browser's share and clipboard, as far as this needs them (a test passes its own). */
type ShareNavigator = Pick<Navigator, 'share' | 'canShare' | 'clipboard'>;

/**
 * The system share sheet where there is one (phones: `navigator.share`), else the link copied to
 * the clipboard. Closing the sheet is the person's choice, not a failure: 'cancelled', nothing
 * else happens. A sheet that fails for another reason (no permission, nothing to share to) falls
 * back to copying; 'failed' only when the clipboard refuses too.
 */
export async function shareLink(
  data: ShareData,
  nav: ShareNavigator = navigator,
): Promise<ShareOutcome> {
  const canShare =
    typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data));
  if (canShare) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!nav.clipboard?.writeText) return 'failed';
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
