import sharp from 'sharp';

const PALETTES = [
  ['#8ec5ff', '#e0f0ff', '#c0392b', '#f5e6ca'],
  ['#ffb88c', '#ffe3c4', '#2c3e50', '#ecf0f1'],
  ['#a1e3d8', '#e8fff9', '#8e44ad', '#fdf2e9'],
  ['#cfd9df', '#f5f7fa', '#27ae60', '#fefefe'],
  ['#f6d365', '#fff5d6', '#34495e', '#f0e6d2'],
  ['#c2e9fb', '#f0fbff', '#d35400', '#fbeee6'],
  ['#d4fc79', '#f4ffe0', '#2980b9', '#ffffff'],
  ['#fbc2eb', '#fde9f7', '#16a085', '#f7f1e3'],
] as const;

/** An SVG street scene: sky, a house of some colour and its windows; no text, so no fonts needed. */
function scene(variant: number, view: number): string {
  const [skyTop, skyBottom, body, trim] = PALETTES[variant % PALETTES.length] ?? PALETTES[0];
  const floors = 2 + (variant % 3);
  const width = 420 + (view % 3) * 60;
  const x = (960 - width) / 2;
  const top = 560 - floors * 110;
  const windows: string[] = [];
  for (let f = 0; f < floors; f++) {
    for (let w = 0; w < 4; w++) {
      const lit = (variant + view + f + w) % 3 === 0 ? '#ffe9a8' : '#bcd7ea';
      windows.push(
        `<rect x="${x + 30 + w * ((width - 60) / 4)}" y="${top + 25 + f * 110}" width="${(width - 60) / 4 - 25}" height="60" rx="4" fill="${lit}" stroke="${trim}" stroke-width="6"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
  <rect width="960" height="640" fill="url(#s)"/>
  <circle cx="${120 + view * 90}" cy="110" r="48" fill="#fff6c8" opacity="0.9"/>
  <rect y="560" width="960" height="80" fill="#6ab04c"/>
  <polygon points="${x - 30},${top} ${x + width / 2},${top - 110} ${x + width + 30},${top}" fill="${trim}" stroke="#555" stroke-width="4"/>
  <rect x="${x}" y="${top}" width="${width}" height="${560 - top}" fill="${body}"/>
  ${windows.join('\n  ')}
  <rect x="${x + width / 2 - 35}" y="490" width="70" height="70" fill="#5d4037"/>
  <rect x="${x - 140}" y="430" width="26" height="130" fill="#795548"/><circle cx="${x - 127}" cy="410" r="60" fill="#2e7d32"/>
</svg>`;
}

/** Real JPEG photos for the demo listings (a few distinct scenes, reused). */
export async function demoPhotos(count = 8, views = 3): Promise<Buffer[][]> {
  const photos: Buffer[][] = [];
  for (let v = 0; v < count; v++) {
    const set: Buffer[] = [];
    for (let view = 0; view < views; view++) {
      set.push(
        await sharp(Buffer.from(scene(v, view)))
          .jpeg({ quality: 72, mozjpeg: true })
          .toBuffer(),
      );
    }
    photos.push(set);
  }
  return photos;
}
