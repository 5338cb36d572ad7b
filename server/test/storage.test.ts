import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDto } from 'shared-api/schemas';
import { localObjectStore } from '../src/storage/local-object-store';
import { ALICE, createTestApp, keyOfUploadUrl, segmentOf, type TestApp } from './helpers/test-app';
import { GIF_1X1, PNG_1X1, validListing } from './helpers/fixtures';
import { listingForm, multipart } from './helpers/multipart';

const MB = 1024 * 1024;
let clock = Date.now();
let storeDir: string;
let t: TestApp;

beforeAll(async () => {
  storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sublease-store-'));
  t = await createTestApp({ store: localObjectStore({ dataDir: storeDir, now: () => clock }) });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(storeDir, { recursive: true, force: true });
});

/** Every file the store holds (temp files included), relative to its root. */
const storedFiles = () =>
  (fs.readdirSync(path.join(storeDir, 'objects'), { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(storeDir, 'objects', f)).isFile())
    .sort();

const newListing = async (names = ['photo one.png']) => {
  const { id, uploadUrls } = await t.createListing(ALICE, {}, names);
  const dto = (
    await t.request({ method: 'GET', url: `/api/listings/${id}/details` })
  ).json<ListingDto>();
  return { id, uploadUrls, downloadUrls: dto.preSignedGetUrls };
};

describe('signed upload and download links', () => {
  it('PUT an image to the upload link, then GET its re-encoded WebP from the image link', async () => {
    const { id, uploadUrls, downloadUrls } = await newListing(['photo one.png', 'b.gif']);
    for (const [i, payload] of [PNG_1X1, GIF_1X1].entries()) {
      const put = await t.request({ method: 'PUT', url: uploadUrls[i] ?? '', payload });
      expect(put.statusCode).toBe(200);
    }
    for (const url of downloadUrls) {
      const got = await t.request({ method: 'GET', url });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/webp');
      expect(got.headers['x-content-type-options']).toBe('nosniff');
    }
    // Only the sizes and the share card are stored, never the uploaded bytes; a 1-pixel image has
    // one real size.
    expect(storedFiles()).toEqual(
      uploadUrls
        .map((u) => segmentOf(keyOfUploadUrl(u)))
        .flatMap((n) => [
          ...['w1600', 'w400', 'w800'].map((w) => `listings/${id}/${w}/${n}`),
          `listings/${id}/share/${n.replace('.webp', '.jpg')}`,
        ])
        .sort()
        .map((f) => f.split('/').join(path.sep)),
    );
  });

  it('keeps image links valid for at least 24 hours and stable within the hour', async () => {
    const { uploadUrls, downloadUrls } = await newListing();
    await t.request({ method: 'PUT', url: uploadUrls[0] ?? '', payload: PNG_1X1 });
    const saved = clock;
    try {
      clock = saved + 24 * 3600 * 1000 - 1000;
      expect((await t.request({ method: 'GET', url: downloadUrls[0] ?? '' })).statusCode).toBe(200);
      clock = saved + 26 * 3600 * 1000;
      expect((await t.request({ method: 'GET', url: downloadUrls[0] ?? '' })).statusCode).toBe(403);
    } finally {
      clock = saved;
    }
  });

  it('answers 404 for an image that was never uploaded', async () => {
    const { downloadUrls } = await newListing();
    expect((await t.request({ method: 'GET', url: downloadUrls[0] ?? '' })).statusCode).toBe(404);
  });
});

describe('refused uploads leave nothing behind', () => {
  const refused: Array<
    [
      string,
      (url: string) => { url: string; payload: Buffer; headers?: Record<string, string> },
      number,
    ]
  > = [
    [
      'a tampered signature',
      (url) => ({
        url: url.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A')),
        payload: PNG_1X1,
      }),
      403,
    ],
    [
      'a tampered key',
      (url) => ({ url: url.replace(/[0-9a-f]{4}\.webp/, 'beef.webp'), payload: PNG_1X1 }),
      403,
    ],
    ['a missing signature', (url) => ({ url: url.split('?')[0] ?? '', payload: PNG_1X1 }), 403],
    [
      'text that claims to be an image',
      (url) => ({
        url,
        payload: Buffer.from('<svg onload=alert(1)></svg>'),
        headers: { 'content-type': 'image/png' },
      }),
      415,
    ],
    ['an empty body', (url) => ({ url, payload: Buffer.alloc(0) }), 415],
    [
      'over 5 MB (declared)',
      (url) => ({ url, payload: Buffer.concat([PNG_1X1, Buffer.alloc(5 * MB)]) }),
      413,
    ],
  ];

  it.each(refused)('refuses %s', async (_name, make, status) => {
    const before = storedFiles();
    const { uploadUrls } = await newListing();
    const req = make(uploadUrls[0] ?? '');
    const res = await t.request({
      method: 'PUT',
      url: req.url,
      payload: req.payload,
      headers: req.headers,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json<{ error: string }>().error).toEqual(expect.any(String));
    expect(storedFiles()).toEqual(before);
  });

  it('refuses over 5 MB streamed without a length, over real HTTP', async () => {
    const before = storedFiles();
    const { uploadUrls } = await newListing();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'PUT',
          path: uploadUrls[0],
          headers: { 'transfer-encoding': 'chunked' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write(PNG_1X1);
      let sent = 0;
      const pump = () => {
        while (sent < 7) {
          sent++;
          if (!req.write(Buffer.alloc(MB))) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    expect(status).toBe(413);
    expect(storedFiles()).toEqual(before);
  });

  it('answers 413 to an announced 6 MB body and keeps the connection (nothing a proxy could see as a reset)', async () => {
    const { uploadUrls } = await newListing();
    await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
    const { port } = t.app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const put = (body: Buffer) =>
      new Promise<{ status: number; text: string; socket: unknown }>((resolve, reject) => {
        const req = http.request(
          { port, host: '127.0.0.1', method: 'PUT', path: uploadUrls[0], agent },
          (res) => {
            let text = '';
            res.on('data', (c: Buffer) => (text += c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text, socket: req.socket }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    try {
      const big = await put(Buffer.concat([PNG_1X1, Buffer.alloc(6 * MB)]));
      expect(big.status).toBe(413);
      expect(JSON.parse(big.text)).toMatchObject({ error: 'Image must be 5 MB or smaller' });
      // The same socket carries the next request: the rest of the body was read, not reset.
      const next = await put(PNG_1X1);
      expect(next.status).toBe(200);
      expect(next.socket).toBe(big.socket);
    } finally {
      agent.destroy();
    }
  });

  it('refuses an expired upload link', async () => {
    const { uploadUrls } = await newListing();
    const saved = clock;
    clock = saved + 2 * 3600 * 1000;
    try {
      const res = await t.request({ method: 'PUT', url: uploadUrls[0] ?? '', payload: PNG_1X1 });
      expect(res.statusCode).toBe(403);
    } finally {
      clock = saved;
    }
  });

  it('refuses a download link used to upload, and an upload link used to download', async () => {
    const { uploadUrls, downloadUrls } = await newListing();
    const asUpload = (downloadUrls[0] ?? '').replace('/object/', '/upload/');
    expect((await t.request({ method: 'PUT', url: asUpload, payload: PNG_1X1 })).statusCode).toBe(
      403,
    );
    await t.request({ method: 'PUT', url: uploadUrls[0] ?? '', payload: PNG_1X1 });
    const asDownload = (uploadUrls[0] ?? '').replace('/upload/', '/object/');
    expect((await t.request({ method: 'GET', url: asDownload })).statusCode).toBe(403);
  });

  it('accepts exactly 5 MB', async () => {
    const { uploadUrls } = await newListing();
    const body = Buffer.concat([PNG_1X1, Buffer.alloc(5 * MB - PNG_1X1.length)]);
    expect(
      (await t.request({ method: 'PUT', url: uploadUrls[0] ?? '', payload: body })).statusCode,
    ).toBe(200);
  });
});

describe('deleting images', () => {
  it('removes the objects of a deleted listing and of images deleted on edit', async () => {
    const { id, uploadUrls } = await newListing(['keep.png', 'drop.png']);
    const keep = segmentOf(keyOfUploadUrl(uploadUrls[0] ?? ''));
    for (const url of uploadUrls) await t.request({ method: 'PUT', url, payload: PNG_1X1 });
    const dir = path.join(storeDir, 'objects', 'listings', String(id));
    const files = () =>
      fs.existsSync(dir)
        ? (fs.readdirSync(dir, { recursive: true }) as string[])
            .filter((f) => fs.statSync(path.join(dir, f)).isFile())
            .map((f) => f.split(path.sep).join('/'))
            .sort()
        : [];
    expect(files()).toHaveLength(8);
    const form = multipart([
      ...listingForm({ ...validListing(), listingID: id }, []),
      { name: 'deleteFileNames', value: JSON.stringify(['drop.png']) },
    ]);
    expect(
      (await t.request({ method: 'PUT', url: '/api/listing', as: ALICE, ...form })).statusCode,
    ).toBe(200);
    await expect
      .poll(files)
      .toEqual([
        `share/${keep.replace('.webp', '.jpg')}`,
        `w1600/${keep}`,
        `w400/${keep}`,
        `w800/${keep}`,
      ]);
    await t.request({ method: 'DELETE', url: `/api/listings/${id}`, as: ALICE });
    await expect.poll(files).toEqual([]);
    // Emptied folders go too.
    await expect.poll(() => fs.existsSync(dir)).toBe(false);
  });
});
