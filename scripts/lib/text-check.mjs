// A short fingerprint of a text (a 32-bit rolling hash of its UTF-16 code units, in decimal): the
// site server writes the one of the remote manifest it read into the painted page, and the page's
// inline loader (tooling/webpack/create-prerender-config.mjs, which inlines this very function)
// compares it with the manifest the browser gets. Not a security measure: it tells "the same file"
// from "another build or an answer changed on its way", so nothing is preloaded for the latter.
// No imports and nothing outside it: its source runs in the page as it is.

/**
 * @param {string} text
 * @returns {string}
 */
export function textCheck(text) {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return String(h);
}
