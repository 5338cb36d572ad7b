import * as z from 'zod/mini';
import { idSchema } from '../common.schema';

const text = z.optional(z.nullable(z.string()));

/** `GET /user/conversations` item. `id` is accepted as an alias. */
export const conversationDtoSchema = z.pipe(
  z
    .object({
      conversationID: z.optional(idSchema),
      id: z.optional(idSchema),
      listingID: z.optional(z.nullable(idSchema)),
      requesterFirebaseUid: text,
      requesterID: z.optional(z.nullable(idSchema)),
      requesterName: text,
      requesterProfilePictureUrl: text,
      listerFirebaseUid: text,
      listerName: text,
      listerProfilePictureUrl: text,
      /** Each side's verified address is in a student domain; absent = not shown. */
      requesterVerifiedStudent: z._default(z.boolean(), false),
      listerVerifiedStudent: z._default(z.boolean(), false),
      listingTitle: text,
      lastMessageContent: text,
      lastMessageTime: text,
      unreadCount: z._default(z.int().check(z.gte(0)), 0),
    })
    .check(
      z.refine(
        (c) => c.conversationID !== undefined || c.id !== undefined,
        'conversationID is required',
      ),
    ),
  z.transform(({ id, conversationID, ...rest }) => ({
    ...rest,
    conversationID: (conversationID ?? id) as string | number,
  })),
);
export type ConversationDto = z.output<typeof conversationDtoSchema>;
export const conversationListSchema = z.array(conversationDtoSchema);

/** `POST /listings/{id}/conversation` answer. */
export const startConversationResponseSchema = z.object({ conversationID: idSchema });

export const CONVERSATION_MESSAGES = {
  ownListing: 'You cannot start a conversation with yourself about your own listing',
  listingNotFound: 'Listing not found',
  /** A taken listing keeps its conversations but starts no new one. */
  listingTaken: 'This listing is no longer available.',
} as const;

/**
 * `POST /conversations/{id}/read` body (beyond the spec): the caller has read everything
 * up to message `upTo` (its numeric id), or up to the latest message when it is left out.
 */
export const markReadSchema = z.nullish(
  z.object({ upTo: z.optional(z.pipe(z.coerce.number(), z.int().check(z.positive()))) }),
);
