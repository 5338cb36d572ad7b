import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app';
import { bumpListingsVersion } from '../db/data-version';
import { demoListing, DEMO_PASSWORD, DEMO_USERS, prng } from './demo-data';
import { slotsFor } from '../storage/image-keys';
import { processImage, type ProcessedImage } from '../storage/image-pipeline';
import { demoPhotos } from './demo-images';
import { createEmulatorUsers } from './emulator-users';

const LISTING_COUNT = 60;

async function isEmpty(ctx: AppContext): Promise<boolean> {
  const db = ctx.db.kysely;
  const users = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const listings = await db
    .selectFrom('listings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(users.n) === 0 && Number(listings.n) === 0;
}

/**
 * Demo data for a first start: users (in the auth emulator too), ~60 listings around campus with
 * generated photos, some saves and conversations. Never touches a database that has data; the
 * caller skips it in production and with SEED=false.
 */
export async function seedIfEmpty(ctx: AppContext, log: FastifyBaseLogger): Promise<boolean> {
  if (ctx.config.nodeEnv === 'production' || !(await isEmpty(ctx))) return false;
  log.info('empty database: seeding demo data');

  const emulatorUids = ctx.config.firebaseAuthEmulatorHost
    ? await createEmulatorUsers(ctx.config.firebaseProjectId, DEMO_USERS, DEMO_PASSWORD, log)
    : null;
  const photos = await demoPhotos();
  const rand = prng(2026);
  const db = ctx.db.kysely;
  const now = Date.now();
  const iso = (msAgo: number) => new Date(now - msAgo).toISOString();
  const keys: Array<{ key: string; bytes: Buffer }> = [];

  await db.transaction().execute(async (trx) => {
    const userIds: number[] = [];
    for (const [i, u] of DEMO_USERS.entries()) {
      const row = await trx
        .insertInto('users')
        .values({
          firebase_uid: emulatorUids?.get(u.uid) ?? u.uid,
          name: u.name,
          email: u.email,
          // The demo accounts are created verified in the emulator (emulator-users.ts).
          email_verified: 1,
          picture_key: null,
          picture_url: null,
          created_at: iso((400 - i * 30) * 86_400_000),
          updated_at: iso(0),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds.push(row.id);
    }
    const listingIds: number[] = [];
    for (let i = 0; i < LISTING_COUNT; i++) {
      const ownerId = userIds[i % userIds.length] as number;
      const created = iso((LISTING_COUNT - i) * 3_600_000 * 7);
      const { id } = await trx
        .insertInto('listings')
        .values({
          ...demoListing(i, rand),
          owner_id: ownerId,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      listingIds.push(id);
      const set = photos[i % photos.length] ?? [];
      const count = 1 + (i % 3);
      const images = set.slice(0, count).map((bytes, position) => {
        const file_name = `photo-${position + 1}.jpg`;
        const key = `listings/${id}/${file_name}`;
        keys.push({ key, bytes });
        return { listing_id: id, file_name, storage_key: key, position };
      });
      await trx.insertInto('listing_images').values(images).execute();
    }
    // Saves: each user saves a handful of other people's listings.
    for (const [u, userId] of userIds.entries()) {
      for (let k = 1; k <= 4; k++) {
        const listingId = listingIds[(u + k * 7) % listingIds.length] as number;
        const owner = userIds[((u + k * 7) % listingIds.length) % userIds.length];
        if (owner === userId) continue;
        await trx
          .insertInto('saved_listings')
          .values({ user_id: userId, listing_id: listingId, created_at: iso(k * 60_000) })
          .execute();
      }
    }
    // Conversations: requesters ask listers about listings; a few messages each, some unread.
    const talks: Array<[number, number, string[]]> = [
      [
        1,
        0,
        [
          'Hi! Is the room still available for the fall?',
          'Yes it is! Would you like to see it this week?',
          'That would be great, Thursday afternoon works for me.',
        ],
      ],
      [
        2,
        5,
        ['Hello, are utilities included in the rent?', 'Water and heat are, electricity is split.'],
      ],
      [0, 3, ['Hi Diego, is parking available with this unit?']],
      [
        4,
        10,
        [
          'Could I move in a week early?',
          'Probably, let me check with my landlord.',
          'Thanks, let me know!',
        ],
      ],
    ];
    for (const [t, [requesterIdx, listingIdx, lines]] of talks.entries()) {
      const listingId = listingIds[listingIdx] as number;
      const listerId = userIds[listingIdx % userIds.length] as number;
      const requesterId = userIds[requesterIdx] as number;
      const title = (
        await trx
          .selectFrom('listings')
          .select('title')
          .where('id', '=', listingId)
          .executeTakeFirstOrThrow()
      ).title;
      const start = (t + 1) * 86_400_000;
      const lastAt = iso(start - (lines.length - 1) * 600_000);
      const { id } = await trx
        .insertInto('conversations')
        .values({
          listing_id: listingId,
          listing_title: title,
          requester_id: requesterId,
          lister_id: listerId,
          created_at: iso(start),
          last_activity_at: lastAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [m, content] of lines.entries()) {
        await trx
          .insertInto('messages')
          .values({
            conversation_id: id,
            sender_id: m % 2 === 0 ? requesterId : listerId,
            content,
            client_message_id: null,
            created_at: iso(start - m * 600_000),
          })
          .execute();
      }
    }
    await bumpListingsVersion(trx);
  });
  // The demo photos take the uploads' path: decoded, re-encoded at every size, no original kept.
  const processed = new Map<Buffer, Promise<ProcessedImage>>();
  for (const { key, bytes } of keys) {
    let image = processed.get(bytes);
    if (!image) {
      image = processImage(bytes, slotsFor(key));
      processed.set(bytes, image);
    }
    await ctx.images.save(key, await image);
  }

  const accounts = DEMO_USERS.map(
    (u) => `  ${u.email.padEnd(22)} ${DEMO_PASSWORD}   (${u.name})`,
  ).join('\n');
  console.info(
    `\nDemo data seeded: ${DEMO_USERS.length} users, ${LISTING_COUNT} listings, saves and conversations.\n` +
      (emulatorUids
        ? `Demo accounts (auth emulator), email / password:\n${accounts}\n`
        : `Demo users exist in the database only (no auth emulator reachable):\n${accounts}\n`),
  );
  return true;
}
