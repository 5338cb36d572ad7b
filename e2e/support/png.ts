import { PNG } from 'pngjs';

// Small PNG files made in the test, so specs carry no binary fixtures.

/** A solid-colour RGB PNG of the given size, as Playwright's setInputFiles takes it. */
export function pngPhoto(name: string, width: number, height: number, [r, g, b]: number[]) {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([r ?? 0, g ?? 0, b ?? 0, 255], i);
  return { name, mimeType: 'image/png', buffer: PNG.sync.write(png, { colorType: 2 }) };
}
