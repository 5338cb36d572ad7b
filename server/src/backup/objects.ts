import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import type { AppConfig, S3Config } from '../config/env';
import { isValidKey } from '../storage/object-store';
import { s3Client } from '../storage/s3-object-store';
import type { ObjectEntry } from './manifest';

/** Where the site's images are: DATA_DIR/objects (the API's file store) or the S3 bucket. */
export interface ObjectArea {
  name: string;
  /** Copies every object into `dir` (files named by number); their keys and types. */
  exportAll(dir: string): Promise<ObjectEntry[]>;
  count(): Promise<number>;
  /** Removes every object (`restore --force` only). */
  clear(): Promise<void>;
  importAll(entries: ObjectEntry[], dir: string): Promise<void>;
}

/** Copies at a time to and from S3: enough to hide round trips, few enough for a small machine. */
const PARALLEL = 8;

async function inParallel<T>(items: T[], work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
};
const typeOf = (key: string) =>
  TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

export function objectArea(config: AppConfig): ObjectArea {
  return config.storage.kind === 's3' ? s3Area(config.storage) : localArea(config.dataDir);
}

function localArea(dataDir: string): ObjectArea {
  const root = path.join(dataDir, 'objects');
  const keys = () => {
    if (!fs.existsSync(root)) return [];
    return (fs.readdirSync(root, { recursive: true }) as string[])
      .map((f) => f.split(path.sep).join('/'))
      .filter((key) => !key.startsWith('.tmp') && fs.statSync(path.join(root, key)).isFile())
      .sort();
  };
  return {
    name: root,
    async exportAll(dir) {
      const entries: ObjectEntry[] = [];
      for (const [i, key] of keys().entries()) {
        const file = String(i + 1);
        try {
          await fs.promises.copyFile(path.join(root, key), path.join(dir, file));
        } catch (err) {
          // Deleted by the API since it was listed: it is gone from the site too.
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw err;
        }
        const { size } = await fs.promises.stat(path.join(dir, file));
        entries.push({ key, file, contentType: typeOf(key), size });
      }
      return entries;
    },
    async count() {
      return keys().length;
    },
    async clear() {
      await fs.promises.rm(root, { recursive: true, force: true });
    },
    async importAll(entries, dir) {
      for (const entry of entries) {
        // Only keys the API itself makes: a crafted archive cannot write outside the store.
        if (!isValidKey(entry.key))
          throw new Error(`The backup holds a bad object key: ${entry.key}`);
        const target = path.join(root, ...entry.key.split('/'));
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await fs.promises.copyFile(path.join(dir, entry.file), target);
      }
    },
  };
}

function s3Area(config: S3Config): ObjectArea {
  const client = s3Client(config);
  const Bucket = config.bucket;
  async function listAll() {
    const all: { key: string; size: number }[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
      for (const o of page.Contents ?? []) if (o.Key) all.push({ key: o.Key, size: o.Size ?? 0 });
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return all;
  }
  return {
    name: `s3://${Bucket} at ${config.endpoint ?? 'AWS'}`,
    async exportAll(dir) {
      const listed = await listAll();
      const entries: (ObjectEntry | null)[] = listed.map(() => null);
      await inParallel(listed, async ({ key }, i) => {
        let res;
        try {
          res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        } catch (err) {
          // Deleted by the API since it was listed: it is gone from the site too.
          if ((err as { name?: string }).name === 'NoSuchKey') return;
          throw err;
        }
        const file = String(i + 1);
        // Streamed to disk: an object is never held whole in memory.
        await pipeline(res.Body as Readable, fs.createWriteStream(path.join(dir, file)));
        const { size } = await fs.promises.stat(path.join(dir, file));
        entries[i] = { key, file, contentType: res.ContentType ?? typeOf(key), size };
      });
      return entries.filter((e): e is ObjectEntry => e !== null);
    },
    async count() {
      return (await listAll()).length;
    },
    async clear() {
      const keys = await listAll();
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map(({ key }) => ({ Key: key }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects } }));
      }
    },
    async importAll(entries, dir) {
      await inParallel(entries, async (entry) => {
        // Whole bytes, not a stream: the SDK sends a stream of unknown checksum as aws-chunked,
        // which S3 stand-ins (s3rver) store verbatim, chunk headers and all. Objects are images
        // of a few hundred KB (uploads are capped at 5 MB), PARALLEL at a time.
        const Body = await fs.promises.readFile(path.join(dir, entry.file));
        await client.send(
          new PutObjectCommand({ Bucket, Key: entry.key, ContentType: entry.contentType, Body }),
        );
      });
    },
  };
}
