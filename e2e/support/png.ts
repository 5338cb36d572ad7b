import { solidPng } from '../../scripts/lib/solid-png.mjs';

// Small PNG files made in the test, so specs carry no binary fixtures.

/** A solid-colour RGB PNG of the given size, as Playwright's setInputFiles takes it. */
export function pngPhoto(name: string, width: number, height: number, rgb: number[]) {
  return { name, mimeType: 'image/png', buffer: solidPng(width, height, rgb) };
}
