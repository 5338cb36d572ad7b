// Solid-colour photos for the load and seed scripts and the e2e specs (the API decodes and
// re-encodes what it gets): made on the fly, so they carry no binary files.
import { PNG } from 'pngjs';

/**
 * An RGB PNG of one colour.
 * @param {number} width
 * @param {number} height
 * @param {number[]} rgb
 */
export function solidPng(width, height, [r = 0, g = 0, b = 0]) {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([r, g, b, 255], i);
  // Backed by an ArrayBuffer (never shared memory): a fetch body as it is.
  return /** @type {Buffer<ArrayBuffer>} */ (PNG.sync.write(png, { colorType: 2 }));
}
