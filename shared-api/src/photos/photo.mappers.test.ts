import { describe, expect, it } from 'vitest';
import { toPhoto } from './photo.mappers';

describe('toPhoto', () => {
  it("derives each size's link from the compact form, as the server's own links", () => {
    const url = '/api/storage/object/listings/7/w800/abc.webp?exp=1&sig=x';
    const photo = toPhoto({
      url,
      width: 1600,
      height: 1000,
      urlWidth: 800,
      variants: [{ width: 400 }, { width: 800 }, { width: 1600 }],
    });
    expect(photo.src).toBe(url);
    expect(photo.srcSet).toBe(
      '/api/storage/object/listings/7/w400/abc.webp?exp=1&sig=x 400w, ' +
        `${url} 800w, ` +
        '/api/storage/object/listings/7/w1600/abc.webp?exp=1&sig=x 1600w',
    );
  });

  it('uses the links a full answer gives', () => {
    const photo = toPhoto({
      url: '/b.webp',
      width: 800,
      height: 600,
      variants: [
        { url: '/a.webp', width: 400 },
        { url: '/b.webp', width: 800 },
      ],
    });
    expect(photo.srcSet).toBe('/a.webp 400w, /b.webp 800w');
  });
});
