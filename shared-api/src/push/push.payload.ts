import * as z from 'zod/mini';

/**
 * What a push carries, decrypted by the browser and read by the service worker (JSON). One
 * notification per conversation and per saved search: `tag` collapses them in the tray, and the
 * server sends the same value as the `Topic` header so a push service replaces undelivered ones.
 * `url` is site-relative: the worker opens it on the site's origin.
 */
export const pushPayloadSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message'),
    /** The sender's display name. */
    title: z.string(),
    /** '<listing title>: <first ~120 characters of the message>'. */
    body: z.string(),
    /** `/messages/<conversationId>` */
    url: z.string(),
    /** `conversation-<conversationId>` */
    tag: z.string(),
  }),
  z.object({
    type: z.literal('saved-search'),
    /** 'New listings for <search name>' */
    title: z.string(),
    /** '<N> new listing(s) match your saved search' */
    body: z.string(),
    /** `/listings?<query>&search=<id>` */
    url: z.string(),
    /** `saved-search-<id>` */
    tag: z.string(),
  }),
]);
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** The message excerpt's length in a push body (then '…'). */
export const PUSH_EXCERPT_MAX = 120;
