// The page the site server painted with the remote's own render (scripts/lib/page-render.mjs), read
// from the document before React replaces it: the route's Suspense fallback shows the same HTML
// while the remote's code downloads, so the painted content never turns into a skeleton and back.

interface Painted {
  path: string;
  html: string;
}

function read(): Painted | null {
  if (typeof document === 'undefined') return null;
  const el = document.querySelector<HTMLElement>('#root [data-painted-page]');
  const path = el?.dataset.paintedPage;
  return el && path ? { path, html: el.innerHTML } : null;
}

// Read once, when the routes' module is evaluated: before the first render replaces the frame.
const painted = read();

/** The painted HTML of the page at `pathname`, or null (another page, or nothing painted). */
export function paintedPageAt(pathname: string): string | null {
  return painted && painted.path === pathname.replace(/\/$/, '') ? painted.html : null;
}
