// The site server's security headers (decisions in
// docs/decisions/0006-security-headers-and-csp.md). Every answer:
// nosniff and the referrer policy. HTML pages also: a Content-Security-Policy built per request
// from the app config the page will load (its remotes live on other origins), with the sha256 of
// each inline script of the very HTML sent, no 'unsafe-eval', no inline scripts; and no framing, a
// minimal Permissions-Policy.
import { createHash } from 'node:crypto';

export const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Features no page of ours uses (a photo is picked with a file input, not the camera API). */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** Firebase Auth: its REST APIs, and the Google sign-in popup's helper (gapi + an iframe). */
const FIREBASE_CONNECT = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];
const GAPI = 'https://apis.google.com';

/**
 * The sha256 CSP sources of the inline scripts (`<script>` without src) of a page.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/**
 * The origin of an absolute URL as a CSP source (a `{s}` subdomain placeholder of a tile URL becomes
 * `*`); null for relative URLs (same origin: 'self') and anything unparsable.
 * @param {unknown} url
 */
export function originOf(url) {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return null;
  try {
    const parsed = new URL(url.replace(/\{[a-z]\}/gi, 'x-placeholder-x'));
    return parsed.origin.replace('x-placeholder-x', '*');
  } catch {
    return null;
  }
}

/**
 * @param {(string | null)[]} list
 * @returns {string[]}
 */
const unique = (list) => [...new Set(/** @type {string[]} */ (list.filter(Boolean)))];

/**
 * @param {object} options
 * @param {any} [options.config]         the /app-config.json answer for this request (null: 'self' only)
 * @param {string[]} [options.scriptHashes] from inlineScriptHashes(html)
 * @param {string} [options.publicUrl]   the API's PUBLIC_URL (absolute image and upload links)
 */
export function contentSecurityPolicy({ config, scriptHashes = [], publicUrl } = {}) {
  const remotes = Object.values(config?.remotes ?? {}).map(originOf);
  const api = [originOf(config?.apiBaseUrl), originOf(publicUrl)];
  const emulator = originOf(config?.authEmulatorUrl ?? undefined);
  const authDomain =
    typeof config?.firebase?.authDomain === 'string' &&
    /^[a-z0-9.-]+$/i.test(config.firebase.authDomain)
      ? `https://${config.firebase.authDomain}`
      : null;
  const directives = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...remotes, GAPI, ...scriptHashes]),
    // Styles: 'unsafe-inline' (docs/decisions/0006-security-headers-and-csp.md): the frames'
    // critical CSS, React's server-rendered style
    // attributes and the <style> elements Radix's scroll lock injects at run time.
    'style-src': unique(["'self'", "'unsafe-inline'", ...remotes]),
    // Photos: our API, S3 links, and profile pictures, which may be any https:// URL (contract).
    'img-src': unique([
      "'self'",
      'data:',
      'blob:',
      'https:',
      originOf(config?.tiles?.url),
      ...remotes,
      ...api,
    ]),
    'font-src': unique(["'self'", 'data:', ...remotes]),
    'connect-src': unique(["'self'", ...remotes, ...api, emulator, ...FIREBASE_CONNECT]),
    'frame-src': unique([authDomain, emulator, GAPI]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.length ? sources.join(' ') : "'none'"}`)
    .join('; ');
}

/**
 * The headers of an HTML page whose body is `html`.
 * @param {string} html
 * @param {{ config?: any, publicUrl?: string }} [options] as contentSecurityPolicy's
 */
export function pageHeaders(html, { config, publicUrl } = {}) {
  return {
    ...COMMON_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy({
      config,
      scriptHashes: inlineScriptHashes(html),
      publicUrl,
    }),
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}
