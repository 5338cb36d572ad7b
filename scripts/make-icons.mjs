// Draws the installed app's icons and the tab's favicon (shell/public/*.png) from the house mark with
// sharp (the server's image library: no second image tool in the repo). Run it after changing the
// mark and commit the PNGs: `node scripts/make-icons.mjs`. The PNGs are committed, not built,
// because sharp is the server's dependency and the shell's build must not need it.

import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const sharp = createRequire(path.join(ROOT, 'server/package.json'))('sharp');
const OUT = path.join(ROOT, 'shell/public');
const RED = '#c41e2f';
const HOUSE = 'M7 16.5 16 9l9 7.5V25h-6v-5h-6v5H7z';

/**
 * The mark on a 32-unit canvas. `rounded`: the favicon's rounded square on transparency (browsers
 * show "any" icons as they are). Otherwise full-bleed red with the house scaled into the middle:
 * maskable icons are cropped to a circle or squircle by the launcher (the safe zone is the centre
 * 80 %), and iOS rounds the apple-touch-icon itself and shows transparency as black.
 * @param {{ rounded: boolean, houseScale: number }} options
 */
function svg({ rounded, houseScale }) {
  const shift = 16 - 16 * houseScale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${RED}"/>
  <path d="${HOUSE}" fill="#fff" transform="translate(${shift} ${shift}) scale(${houseScale})"/>
</svg>`;
}

const ICONS = [
  // The tab's icon. A raster one on purpose: Chrome fetches and decodes the page's icon again on
  // every same-document navigation (each filter change on /listings), on the page's main thread,
  // and an SVG one builds a whole SVG document there each time (~8 ms of a change at 4× CPU).
  // 32 px: a 16 px tab icon at 2× screen density. favicon.svg stays for the manifest.
  { file: 'favicon-32.png', size: 32, rounded: true, houseScale: 1 },
  { file: 'icon-192.png', size: 192, rounded: true, houseScale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, houseScale: 1 },
  { file: 'maskable-512.png', size: 512, rounded: false, houseScale: 0.75 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, houseScale: 0.85 },
];

for (const icon of ICONS) {
  await sharp(Buffer.from(svg(icon)), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, icon.file));
  console.log(`wrote shell/public/${icon.file}`);
}
