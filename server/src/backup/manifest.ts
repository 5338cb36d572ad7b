import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** What a backup archive holds (docs/decisions/2026-11-27-backups.md). */
export const MANIFEST_FILE = 'manifest.json';
/** The database: a SQLite file (online backup API) or a `pg_dump -Fc` archive. */
export const DATABASE_FILE = { sqlite: 'sublease.db', postgres: 'database.dump' } as const;
/** The objects' bytes, one file each, named by their number in `objects` (any key is safe). */
export const OBJECTS_DIR = 'objects';
/** Files of DATA_DIR the site needs besides the database (keys, local sign-in accounts). */
export const EXTRAS_DIR = 'data-dir';
/** A refusal or a missing input: the operator reads its message as a sentence (no stack). */
export class Refused extends Error {}

/** Bumped when an archive of this version could no longer be restored by older code. */
export const FORMAT_VERSION = 1;

const objectEntry = z.object({
  key: z.string().min(1),
  file: z.string().regex(/^\d+$/),
  contentType: z.string(),
  size: z.number().int().min(0),
});
export type ObjectEntry = z.infer<typeof objectEntry>;

const manifestSchema = z.object({
  format: z.literal('sublease-backup'),
  version: z.number().int(),
  kind: z.enum(['sqlite', 'postgres']),
  createdAt: z.string(),
  /** Taken just before the database's snapshot began: everything committed earlier is in it. */
  snapshotAt: z.string(),
  /** Every migration the database had run, oldest first; the last is its level. */
  migrations: z.array(z.string()),
  /** Rows of every table, read from the backed-up copy itself (not the live database). */
  tables: z.record(z.string(), z.number().int().min(0)),
  objects: z.array(objectEntry),
  extras: z.array(z.string()),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type Kind = Manifest['kind'];

export async function readManifest(dir: string): Promise<Manifest> {
  let raw: string;
  try {
    raw = await fs.readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Refused('This file is not a backup of the site: it has no manifest.json.');
  }
  const parsed = manifestSchema.safeParse(JSON.parse(raw));
  if (!parsed.success)
    throw new Refused('This file is not a backup of the site: bad manifest.json.');
  if (parsed.data.version > FORMAT_VERSION)
    throw new Refused(
      `This backup has format ${parsed.data.version}; this version of the site reads up to ${FORMAT_VERSION}. Restore it with a newer version.`,
    );
  return parsed.data;
}

/** The rows a person cares about, for the printed summary (every table is checked). */
export function summary(tables: Record<string, number>, objects: number): string {
  const n = (t: string) => tables[t] ?? 0;
  return [
    `${n('users')} users`,
    `${n('listings')} listings`,
    `${n('listing_images')} photos`,
    `${n('conversations')} conversations`,
    `${n('messages')} messages`,
    `${n('saved_searches')} saved searches`,
    `${objects} stored objects`,
    `${Object.keys(tables).length} tables`,
  ].join(', ');
}

/** Table names whose rows differ between what the manifest says and what is there. */
export function countMismatches(
  expected: Record<string, number>,
  actual: Record<string, number>,
): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names]
    .filter((t) => expected[t] !== actual[t])
    .map(
      (t) => `${t}: ${expected[t] ?? 'absent'} in the backup, ${actual[t] ?? 'absent'} restored`,
    );
}
