import { loadModalPanels } from 'shared-ui';
import { loadSignInDialog } from '../features/auth/load-sign-in-dialog';
import { pageAt } from './page-table.mjs';

/**
 * Fetches the code behind the page's first taps (its `firstTaps` in the page table) as soon as the
 * app starts running, before its page is rendered or hydrated: on a phone's network a tap that
 * first downloads its dialog answers a round trip and a download late (measured: 0.3–1 s). Not
 * with the start-up files, whose download it would slow: those are in by the time the app runs,
 * and the network is idle while the rest is evaluated. The sign-in dialog only for a visitor who
 * is signed out. A failed download is no error here: the tap tries again and reports it.
 */
export function fetchFirstTaps(pathname: string, signedOut: boolean) {
  const found = pageAt(pathname);
  const taps: readonly string[] = found && 'firstTaps' in found.page ? found.page.firstTaps : [];
  const ignore = () => undefined;
  if (taps.includes('modal')) loadModalPanels().catch(ignore);
  if (taps.includes('sign-in') && signedOut) loadSignInDialog().catch(ignore);
}
