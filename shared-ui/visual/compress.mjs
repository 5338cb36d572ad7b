// The baselines rewritten small, pixel for pixel the same: Chromium writes its screenshots with
// fast PNG settings; adaptive row filters and the strongest deflate make them about half the size.
// The comparison decodes both pictures, so a baseline's encoding never matters to it; the output
// is the same bytes for the same pixels, so git sees only pictures that changed.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const PNG = { compressionLevel: 9, adaptiveFiltering: true, effort: 10, palette: false };

/** Rewrites every PNG of the folder whose smaller encoding differs from it; returns the count. */
export async function compressBaselines(folder) {
  let rewritten = 0;
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.png'))) {
    const file = new URL(name, folder);
    const png = readFileSync(file);
    const small = await sharp(png).png(PNG).toBuffer();
    if (small.length < png.length && !small.equals(png)) {
      writeFileSync(file, small);
      rewritten++;
    }
  }
  return rewritten;
}
