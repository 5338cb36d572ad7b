import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Everything a send needs to know before it writes, in one query (a send is the API's most frequent
 * write, and each round trip costs both sides CPU): the conversation's participants; the sender as
 * a message answer shows them; the message already stored under this clientMessageId; a block
 * either way between the two; whether the other side has a push subscription; whether anyone has
 * the conversation hidden; and what a push names (the listing's title now, else as kept).
 * No row: no such conversation. Run it in the send's transaction, so the block check and the
 * writes see the same moment as before.
 */
export function replyContext(
  db: Kysely<Database>,
  conversationId: number,
  senderId: number,
  clientMessageId: string | null,
) {
  return db
    .selectFrom('conversations as c')
    .leftJoin('listings as l', 'l.id', 'c.listing_id')
    .innerJoin('users as u', (j) => j.on('u.id', '=', senderId))
    .select((eb) => {
      // The other participant, when the sender is one (checked by the caller before anything else).
      const other = eb
        .case()
        .when('c.requester_id', '=', senderId)
        .then(eb.ref('c.lister_id'))
        .else(eb.ref('c.requester_id'))
        .end();
      const blockBy = (blocker: 'sender' | 'other') =>
        eb.exists(
          eb
            .selectFrom('user_blocks as b')
            .select('b.blocker_id')
            .where('b.blocker_id', '=', blocker === 'sender' ? eb.val(senderId) : other)
            .where('b.blocked_id', '=', blocker === 'sender' ? other : eb.val(senderId)),
        );
      return [
        'c.id',
        'c.requester_id',
        'c.lister_id',
        'c.listing_title',
        'l.title as current_title',
        'u.id as sender_id',
        'u.firebase_uid as sender_uid',
        'u.name as sender_name',
        'u.picture_key as sender_picture_key',
        'u.picture_url as sender_picture_url',
        (clientMessageId === null
          ? eb.lit(null)
          : eb
              .selectFrom('messages as m')
              .select('m.id')
              .where('m.conversation_id', '=', conversationId)
              .where('m.sender_id', '=', senderId)
              .where('m.client_message_id', '=', clientMessageId)
        ).as('existing_id'),
        blockBy('sender').as('blocked_by_sender'),
        blockBy('other').as('blocked_by_other'),
        eb
          .exists(
            eb.selectFrom('push_subscriptions as p').select('p.id').where('p.user_id', '=', other),
          )
          .as('other_has_push'),
        eb
          .exists(
            eb
              .selectFrom('conversation_states as s')
              .select('s.user_id')
              .where('s.conversation_id', '=', conversationId)
              .where('s.hidden', '<>', 0),
          )
          .as('any_hidden'),
      ];
    })
    .where('c.id', '=', conversationId)
    .executeTakeFirst();
}

/** SQLite answers EXISTS with 0/1, PostgreSQL with a boolean. */
export const truthy = (v: unknown) => v === true || Number(v) === 1;
