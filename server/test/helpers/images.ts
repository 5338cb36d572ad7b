import zlib from 'node:zlib';
import sharp from 'sharp';

/** Text written into the test photo's GPS block, to prove it is gone afterwards. */
export const GPS_MARKER = 'GPS-MARKER-WGS84';

/**
 * A phone-like JPEG: stored 1200 × 800 landscape with EXIF orientation 6 (shown upright as
 * 800 × 1200 portrait), a camera make and a GPS position.
 */
export function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '43/1 4/1 3000/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '89/1 24/1 0/1',
        GPSMapDatum: GPS_MARKER,
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
  return out;
}

/** A few hundred bytes of PNG whose header claims `width × height` pixels (a "pixel bomb"). */
export function pixelBombPng(width = 10_000, height = 10_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(width * 3 + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Starts like a JPEG (passes the sniff), but is not one. */
export const FAKE_JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('this is not really a photo'.repeat(20)),
]);
