import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingDtoSchema, messageListSchema, savedSearchListSchema } from 'shared-api/schemas';
import { validListing } from './helpers/fixtures';
import { phoneJpeg } from './helpers/images';
import { listingForm, multipart } from './helpers/multipart';
import { createSite, runTool, type Site } from './helpers/backup-site';
import { ALICE, BOB, CAROL } from './helpers/test-app';
import type { TestUser } from './helpers/test-verifier';

// `pnpm backup` of a site that is busy (messages being sent the whole time), `pnpm restore` into
// an empty one, and every listing, photo, message and saved search found there through the API.
// SQLite + file store here; PostgreSQL + S3 (s3rver) under test:postgres.
let source: Site;
let target: Site;
let archive: string;
const listings: { id: number; title: string }[] = [];
const conversations: { id: number; as: TestUser }[] = [];
/** Every message the API acknowledged (201), in the order sent (one at a time), and when. */
const sent: { conversation: number; content: string; ackedAt: number }[] = [];
let ackedBeforeBackup = 0;
/** Messages acknowledged before the backup's database snapshot began (it prints that time). */
let ackedBeforeSnapshot = 0;
let sentDuringBackup = 0;
let backupOutput = '';

beforeAll(async () => {
  source = await createSite();
  target = await createSite();
  await source.open();
  archive = path.join(source.dataDir, 'backup.tar.gz');
  const photo = await phoneJpeg();
  for (const [i, owner] of [ALICE, ALICE, CAROL].entries()) {
    const title = `Backed-up room ${i + 1}`;
    const form = multipart(listingForm(validListing({ title }), ['front.jpg', 'kitchen.jpg']));
    const res = await source.request({ method: 'POST', url: '/api/listing', as: owner, ...form });
    expect(res.statusCode, res.body).toBe(200);
    const uploads = res.json<string[]>();
    for (const url of uploads) {
      const put = await source.request({
        method: 'PUT',
        url,
        payload: photo,
        headers: { 'content-type': 'image/jpeg' },
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    listings.push({
      id: Number(/listings\/(\d+)\//.exec(decodeURIComponent(uploads[0] ?? ''))?.[1]),
      title,
    });
  }
  for (const [as, listing] of [
    [BOB, listings[0]],
    [BOB, listings[2]],
    [CAROL, listings[1]],
  ] as const) {
    const res = await source.request({
      method: 'POST',
      url: `/api/listings/${listing?.id}/conversation`,
      as,
    });
    conversations.push({ id: res.json<{ conversationID: number }>().conversationID, as });
  }
  for (const [as, name, query] of [
    [BOB, 'Fall near campus', 'term=Fall'],
    [BOB, 'Everything', ''],
    [CAROL, 'Wifi', 'amenities=Wifi'],
  ] as const) {
    const res = await source.request({
      method: 'POST',
      url: '/api/user/saved-searches',
      as,
      payload: { name, query },
    });
    expect(res.statusCode, res.body).toBe(201);
  }

  // The busy site: one message after another, from before the backup starts until after it ends.
  let sending = true;
  const busy = (async () => {
    for (let i = 0; sending; i++) {
      const c = conversations[i % conversations.length];
      if (!c) break;
      const content = `Message ${i}: ${'still there? '.repeat(1 + (i % 7))}`.trim();
      const res = await source.request({
        method: 'POST',
        url: `/api/conversations/${c.id}/reply`,
        as: c.as,
        payload: { content },
      });
      if (res.statusCode !== 201) throw new Error(`send failed ${res.statusCode} ${res.body}`);
      sent.push({ conversation: c.id, content, ackedAt: Date.now() });
      // Let the event loop breathe, as requests from many clients would.
      await new Promise((r) => setImmediate(r));
    }
  })();
  while (sent.length < 30) await new Promise((r) => setTimeout(r, 10));
  ackedBeforeBackup = sent.length;
  const backup = await runTool(source, ['backup', '--out', archive]);
  sentDuringBackup = sent.length - ackedBeforeBackup;
  sending = false;
  await busy;
  expect(backup.code, backup.stderr).toBe(0);
  backupOutput = backup.stdout;
  const snapshotAt = Date.parse(/database as of (\S+)/.exec(backupOutput)?.[1] ?? '');
  ackedBeforeSnapshot = sent.filter((m) => m.ackedAt < snapshotAt).length;

  const restore = await runTool(target, ['restore', archive]);
  expect(restore.code, restore.stderr).toBe(0);
  expect(restore.stdout).toMatch(
    /Restored \d+ users, 3 listings, 6 photos, 3 conversations, \d+ messages, 3 saved searches/,
  );
  await target.open();
}, 240_000);

afterAll(async () => {
  await source?.close();
  await target?.close();
});

/** An image's bytes through the link the API hands out (its own route, or presigned S3). */
async function bytesOf(site: Site, url: string): Promise<Buffer> {
  if (/^https?:/.test(url)) {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  }
  const res = await site.request({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

const details = async (site: Site, id: number) => {
  const res = await site.request({ method: 'GET', url: `/api/listings/${id}/details` });
  expect(res.statusCode, res.body).toBe(200);
  return listingDtoSchema.parse(res.json());
};

describe('a backup taken while messages are being sent, restored into an empty site', () => {
  it('was taken while the site was busy, and says what it holds', () => {
    expect(sentDuringBackup).toBeGreaterThan(0);
    expect(backupOutput).toMatch(/Backed up \d+ users, 3 listings, 6 photos/);
    expect(backupOutput).toContain(archive);
    expect(fs.statSync(archive).size).toBeGreaterThan(0);
  });

  it('has every listing with every photo, byte for byte', async () => {
    for (const { id, title } of listings) {
      const [before, after] = [await details(source, id), await details(target, id)];
      expect(after.title).toBe(title);
      expect(after.photos?.map((p) => p.name)).toEqual(['front.jpg', 'kitchen.jpg']);
      const urls = (l: typeof before) =>
        (l.photos ?? []).flatMap((p) => [p.url, ...p.variants.map((v) => v.url ?? '')]);
      const [was, now] = [urls(before), urls(after)];
      expect(now).toHaveLength(was.length);
      expect(now.length).toBeGreaterThanOrEqual(4);
      for (const [i, url] of now.entries()) {
        const original = await bytesOf(source, was[i] ?? '');
        expect((await bytesOf(target, url)).equals(original)).toBe(true);
      }
    }
  });

  it('has every message acknowledged before the backup, and only whole messages sent in order', async () => {
    const restored = new Set<string>();
    for (const c of conversations) {
      const res = await target.request({
        method: 'GET',
        url: `/api/conversations/${c.id}/messages`,
        as: c.as,
      });
      expect(res.statusCode).toBe(200);
      for (const m of messageListSchema.parse(res.json())) restored.add(m.content);
    }
    // One committed state: exactly the first N messages sent, N at least those acknowledged
    // before the backup was asked for, and before its snapshot began.
    expect(ackedBeforeSnapshot).toBeGreaterThanOrEqual(ackedBeforeBackup);
    expect(restored.size).toBeGreaterThanOrEqual(ackedBeforeSnapshot);
    expect([...restored].sort()).toEqual(
      sent
        .slice(0, restored.size)
        .map((m) => m.content)
        .sort(),
    );
  });

  it('has every saved search', async () => {
    for (const as of [BOB, CAROL]) {
      const list = async (site: Site) => {
        const res = await site.request({ method: 'GET', url: '/api/user/saved-searches', as });
        return savedSearchListSchema.parse(res.json()).map(({ name, query }) => ({ name, query }));
      };
      const restored = await list(target);
      expect(restored).toEqual(await list(source));
      expect(restored.length).toBeGreaterThan(0);
    }
  });

  it('refuses to restore over a site that is not empty, and says how to', async () => {
    const again = await runTool(target, ['restore', archive]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/The target is not empty: .* 3 listings/);
    expect(again.stderr).toContain('--force');
  }, 60_000);
});
