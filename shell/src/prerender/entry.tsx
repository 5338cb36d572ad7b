// Node entry of the build-time prerender (tooling/webpack/create-prerender-config.mjs): the page
// frames that paint before any JavaScript runs. Nothing here runs in the browser.
import { renderToString } from 'react-dom/server';
// The design tokens (light and dark) come first in the inlined style sheet, as in the app.
import 'shared-ui/tokens.css';
import { StaticFrame, type FramePage } from './static-frame';

export const PAGES: readonly FramePage[] = ['generic', 'home', 'listings', 'listing'];

/** The HTML of #root for one page: its frame, with no visitor-specific part. */
export function renderPage(page: FramePage): string {
  return renderToString(<StaticFrame page={page} />);
}
