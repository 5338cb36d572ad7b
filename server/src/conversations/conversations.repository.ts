import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A query built and compiled once, run with new parameters. Kysely builds and compiles every query
 * anew, which on the 3 s messages poll cost about as much as running it. `build` is called once
 * with placeholder arguments; the compiled query's parameters must be exactly those arguments, in
 * order (checked), so new values can be slotted in.
 */
function precompiled<A extends unknown[], R>(
  build: (...args: A) => { compile(): CompiledQuery<R> },
  placeholders: A,
) {
  let compiled: CompiledQuery<R> | undefined;
  return (...args: A): CompiledQuery<R> => {
    if (!compiled) {
      compiled = build(...placeholders).compile();
      const params = compiled.parameters;
      if (params.length !== placeholders.length || params.some((p, i) => p !== placeholders[i]))
        throw new Error('precompiled query: parameters do not match the placeholders');
    }
    return { ...compiled, parameters: args };
  };
}

export function conversationsRepository(db: Kysely<Database>) {
  /** A message joined with its sender: what every message answer is built from. */
  const withSender = () =>
    db
      .selectFrom('messages as m')
      .innerJoin('users as u', 'u.id', 'm.sender_id')
      .select([
        'm.id',
        'm.content',
        'm.created_at',
        'm.client_message_id',
        'u.id as sender_id',
        'u.firebase_uid as sender_uid',
        'u.name as sender_name',
        'u.picture_key as sender_picture_key',
        'u.picture_url as sender_picture_url',
      ]);

  const pollStateQuery = precompiled(
    (conversationId: number) =>
      db
        .selectFrom('conversations as c')
        .select((eb) => [
          'c.requester_id',
          'c.lister_id',
          eb
            .selectFrom('messages as m')
            .select((e) => e.fn.max('m.id').as('x'))
            .whereRef('m.conversation_id', '=', 'c.id')
            .as('last_id'),
          eb
            .selectFrom('messages as m')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('m.conversation_id', '=', 'c.id')
            .as('count'),
          eb
            .selectFrom('users as u')
            .select((e) => e.fn.max('u.updated_at').as('x'))
            .where((e) =>
              e.or([e('u.id', '=', e.ref('c.requester_id')), e('u.id', '=', e.ref('c.lister_id'))]),
            )
            .as('users_updated'),
        ])
        .where('c.id', '=', conversationId),
    [-1],
  );
  const messagesUpToQuery = precompiled(
    (conversationId: number, upTo: number) =>
      withSender()
        .where('m.conversation_id', '=', conversationId)
        .where('m.id', '<=', upTo)
        .orderBy('m.id', 'asc'),
    [-1, -2],
  );
  const readStateQuery = precompiled(
    (conversationId: number, userId: number) =>
      db
        .selectFrom('conversation_states')
        .select(['last_read_message_id', 'hidden'])
        .where('conversation_id', '=', conversationId)
        .where('user_id', '=', userId),
    [-1, -2],
  );

  return {
    findListing(id: number) {
      return db
        .selectFrom('listings')
        .select(['id', 'owner_id', 'title', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
    findById(id: number) {
      return db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** The existing conversation of this requester about this listing, if any. */
    findExisting(listingId: number, requesterId: number) {
      return db
        .selectFrom('conversations')
        .select('id')
        .where('listing_id', '=', listingId)
        .where('requester_id', '=', requesterId)
        .executeTakeFirst();
    },
    /** How many conversations this user started since `since` (ISO), and the oldest of them. */
    async startedSince(requesterId: number, since: string) {
      const row = await db
        .selectFrom('conversations')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.min('created_at').as('oldest'),
        ])
        .where('requester_id', '=', requesterId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), oldest: row.oldest ?? null };
    },
    /** The conversation for this listing and requester, created when missing (races included). */
    async findOrCreate(row: {
      listing_id: number;
      listing_title: string;
      requester_id: number;
      lister_id: number;
      now: string;
    }) {
      await db
        .insertInto('conversations')
        .values({
          listing_id: row.listing_id,
          listing_title: row.listing_title,
          requester_id: row.requester_id,
          lister_id: row.lister_id,
          created_at: row.now,
          last_activity_at: row.now,
        })
        .onConflict((oc) => oc.columns(['listing_id', 'requester_id']).doNothing())
        .execute();
      return db
        .selectFrom('conversations')
        .select('id')
        .where('listing_id', '=', row.listing_id)
        .where('requester_id', '=', row.requester_id)
        .executeTakeFirstOrThrow();
    },
    /**
     * The caller's visible conversations, latest activity first, with last message and unread count.
     * A lister sees a conversation only once it has a message: 'Contact Lister' creates the thread
     * before anything is written, and an empty 'No messages yet' row in the lister's inbox is noise.
     * The requester sees their own new thread at once (they are about to write in it).
     * Threads with someone the caller blocked are left out.
     */
    listFor(userId: number) {
      return (
        db
          .selectFrom('conversations as c')
          .innerJoin('users as r', 'r.id', 'c.requester_id')
          .innerJoin('users as o', 'o.id', 'c.lister_id')
          .leftJoin('listings as l', 'l.id', 'c.listing_id')
          .leftJoin('conversation_states as s', (j) =>
            j.onRef('s.conversation_id', '=', 'c.id').on('s.user_id', '=', userId),
          )
          .where((eb) =>
            eb.or([
              eb('c.requester_id', '=', userId),
              eb.and([
                eb('c.lister_id', '=', userId),
                eb.exists(
                  eb
                    .selectFrom('messages as m')
                    .select('m.id')
                    .whereRef('m.conversation_id', '=', 'c.id'),
                ),
              ]),
            ]),
          )
          .where((eb) => eb.or([eb('s.hidden', 'is', null), eb('s.hidden', '=', 0)]))
          // Conversations with someone the caller blocked leave the list (and its unread counts) until
          // they unblock. Nobody can block themselves, so the participant blocked is the other one.
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom('user_blocks as b')
                  .select('b.blocked_id')
                  .where('b.blocker_id', '=', userId)
                  .where((e) =>
                    e.or([
                      e('b.blocked_id', '=', e.ref('c.requester_id')),
                      e('b.blocked_id', '=', e.ref('c.lister_id')),
                    ]),
                  ),
              ),
            ),
          )
          .select((eb) => [
            'c.id',
            'c.listing_id',
            'c.listing_title',
            'l.title as current_title',
            'c.last_activity_at',
            'r.id as requester_id',
            'r.firebase_uid as requester_uid',
            'r.name as requester_name',
            'r.picture_key as requester_picture_key',
            'r.picture_url as requester_picture_url',
            'r.email as requester_email',
            'r.email_verified as requester_email_verified',
            'o.id as lister_id',
            'o.firebase_uid as lister_uid',
            'o.name as lister_name',
            'o.picture_key as lister_picture_key',
            'o.picture_url as lister_picture_url',
            'o.email as lister_email',
            'o.email_verified as lister_email_verified',
            eb
              .selectFrom('messages as m')
              .select('m.content')
              .whereRef('m.conversation_id', '=', 'c.id')
              .orderBy('m.id', 'desc')
              .limit(1)
              .as('last_content'),
            eb
              .selectFrom('messages as m')
              .select('m.created_at')
              .whereRef('m.conversation_id', '=', 'c.id')
              .orderBy('m.id', 'desc')
              .limit(1)
              .as('last_time'),
            eb
              .selectFrom('messages as m')
              .select((e) => e.fn.countAll<number>().as('n'))
              .whereRef('m.conversation_id', '=', 'c.id')
              .where('m.sender_id', '<>', userId)
              .where('m.id', '>', (e) => e.fn.coalesce('s.last_read_message_id', e.lit(0)))
              .as('unread'),
          ])
          .orderBy('c.last_activity_at', 'desc')
          .orderBy('c.id', 'desc')
          .execute()
      );
    },
    /** What a poll's answer depends on, in one query: participants, last message, count, names. */
    async pollState(conversationId: number) {
      return (await db.executeQuery(pollStateQuery(conversationId))).rows[0];
    },
    /** The conversation's messages with ids up to `upTo`, oldest first. */
    async messagesUpTo(conversationId: number, upTo: number) {
      return (await db.executeQuery(messagesUpToQuery(conversationId, upTo))).rows;
    },
    messageById(id: number) {
      return withSender().where('m.id', '=', id).executeTakeFirstOrThrow();
    },
    async readState(conversationId: number, userId: number) {
      return (await db.executeQuery(readStateQuery(conversationId, userId))).rows[0];
    },
    async setState(
      conversationId: number,
      userId: number,
      patch: { last_read_message_id?: number; hidden?: number },
    ) {
      await db
        .insertInto('conversation_states')
        .values({
          conversation_id: conversationId,
          user_id: userId,
          last_read_message_id: patch.last_read_message_id ?? 0,
          hidden: patch.hidden ?? 0,
        })
        .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doUpdateSet(patch))
        .execute();
    },
    /** A later message shows the conversation again to whoever hid it. */
    async unhideAll(conversationId: number) {
      await db
        .updateTable('conversation_states')
        .set({ hidden: 0 })
        .where('conversation_id', '=', conversationId)
        .execute();
    },
    findByClientId(conversationId: number, senderId: number, clientMessageId: string) {
      return db
        .selectFrom('messages')
        .select('id')
        .where('conversation_id', '=', conversationId)
        .where('sender_id', '=', senderId)
        .where('client_message_id', '=', clientMessageId)
        .executeTakeFirst();
    },
    /** The new message's id, or null when this clientMessageId was already stored. */
    async insertMessage(row: {
      conversation_id: number;
      sender_id: number;
      content: string;
      client_message_id: string | null;
      created_at: string;
    }) {
      const inserted = await db
        .insertInto('messages')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['conversation_id', 'sender_id', 'client_message_id']).doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      return inserted?.id ?? null;
    },
    async touch(conversationId: number, at: string) {
      await db
        .updateTable('conversations')
        .set({ last_activity_at: at })
        .where('id', '=', conversationId)
        .execute();
    },
  };
}
