// Link previews (docs/decisions/0036-link-previews.md): the Open Graph and Twitter card tags of the
// pages a crawler fetches without running JavaScript. The site server writes them into the head of
// `/`, `/listings` and a listing's page (page-render.mjs); every value is HTML-escaped here, since
// titles are what listers typed.

const SITE_NAME = 'Madison Subleases';
/** The site's own card (shell/public/share-card.jpg, drawn from shell/brand/share-card.svg). */
const SITE_IMAGE = {
  path: '/share-card.jpg',
  alt: 'Madison Subleases: student housing subleases in Madison, WI',
};
/** The API's share card of a listing's first photo (docs/decisions/0014-share-cards.md). */
/** @param {string} id */
const shareImagePath = (id) => `/api/listings/${encodeURIComponent(id)}/share-image.jpg`;
const IMAGE_SIZE = { width: 1200, height: 630, type: 'image/jpeg' };
const LISTINGS_DESCRIPTION =
  'Browse student subleases in Madison, WI: rent, term, photos and a map of where they are.';

/** @type {Record<string, string>} */
const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** @param {string | number} value */
const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * @typedef {{ docTitle: string, title: string, description: string, image: string, imageAlt: string,
 *   type: string, url: string | null, noindex?: boolean }} Preview
 */

/**
 * What a page's preview says. `page` is 'home', 'listings' or 'listing'; `listing` is the render
 * bundle's listingPreview() of the API's answer, or null when there is none (unknown, deleted or
 * hidden listing, a slow API): then the site's own preview with no canonical URL, and `noindex`
 * when the API said the listing is not there (`missing`: the page is a 'Listing not found').
 * @param {{ origin: string, page: string, id?: string, listing?: { title: string, description: string, hasPhoto: boolean } | null, missing?: boolean, siteDescription: string }} options
 * @returns {Preview}
 */
export function previewOf({ origin, page, id, listing, missing = false, siteDescription }) {
  const site = {
    docTitle: SITE_NAME,
    title: SITE_NAME,
    description: siteDescription,
    image: SITE_IMAGE.path,
    imageAlt: SITE_IMAGE.alt,
    type: 'website',
  };
  if (page === 'home') return { ...site, url: `${origin}/` };
  if (page === 'listings') {
    const title = `Listings · ${SITE_NAME}`;
    const url = `${origin}/listings`;
    return { ...site, docTitle: title, title, description: LISTINGS_DESCRIPTION, url };
  }
  if (!listing || !id) return { ...site, url: null, noindex: missing };
  return {
    docTitle: `${listing.title} · ${SITE_NAME}`,
    title: listing.title,
    description: listing.description,
    image: listing.hasPhoto ? shareImagePath(id) : SITE_IMAGE.path,
    imageAlt: listing.hasPhoto ? `Photo of ${listing.title}` : SITE_IMAGE.alt,
    type: 'article',
    url: `${origin}/listings/${encodeURIComponent(id)}`,
  };
}

/**
 * The tags of a preview, for the head (after the title).
 * @param {Preview} preview
 * @param {string} origin
 */
function previewTags(preview, origin) {
  /**
   * @param {string} key
   * @param {string} name
   * @param {string | number} content
   */
  const meta = (key, name, content) => `<meta ${key}="${name}" content="${escapeHtml(content)}">`;
  const image = `${origin}${preview.image}`;
  return [
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    ...(preview.url
      ? [
          meta('property', 'og:url', preview.url),
          `<link rel="canonical" href="${escapeHtml(preview.url)}">`,
        ]
      : []),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', IMAGE_SIZE.type),
    meta('property', 'og:image:width', IMAGE_SIZE.width),
    meta('property', 'og:image:height', IMAGE_SIZE.height),
    meta('property', 'og:image:alt', preview.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', preview.imageAlt),
    ...(preview.noindex ? [meta('name', 'robots', 'noindex')] : []),
  ].join('');
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="?description"?\s+content="([^"]*)"\s*\/?>/;

/** @type {Record<string, string>} */
const UNESCAPES = Object.fromEntries(Object.entries(ESCAPES).map(([c, e]) => [e, c]));
/** The site's description, as the built page's head has it (tooling/webpack/index.html). */
/** @param {string} html */
export const siteDescriptionOf = (html) =>
  (DESCRIPTION.exec(html)?.[1] ?? '').replace(/&(amp|lt|gt|quot|#39);/g, (e) => UNESCAPES[e] ?? e);

/**
 * The page with its preview: title, description and the tags.
 * @param {string} html
 * @param {Preview} preview
 * @param {string} origin
 */
export function withPreview(html, preview, origin) {
  const head = `<title>${escapeHtml(preview.docTitle)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(preview.description)}">`;
  return html
    .replace(DESCRIPTION, () => description)
    .replace(TITLE, () => `${head}${previewTags(preview, origin)}`);
}
