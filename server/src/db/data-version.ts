import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

const KEY = 'listings_version';

/**
 * A counter bumped by every write that changes what the public listing list shows (listings, their
 * images, lister names and pictures). Kept in the database so several API instances agree on it.
 */
export async function bumpListingsVersion(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('app_state')
    .values({ key: KEY, value: 1 })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: sql<number>`app_state.value + 1` }))
    .execute();
}

/**
 * A person's name and picture show in the list and on pages only beside their listings: a change
 * to someone who lists nothing (most people) leaves every instance's prepared answers as they are.
 */
export async function bumpListingsVersionIfLister(
  db: Kysely<Database>,
  userId: number,
): Promise<void> {
  const lists = await db
    .selectFrom('listings')
    .select('id')
    .where('owner_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  if (lists) await bumpListingsVersion(db);
}

export async function readListingsVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('app_state')
    .select('value')
    .where('key', '=', KEY)
    .executeTakeFirst();
  return row ? Number(row.value) : 0;
}
