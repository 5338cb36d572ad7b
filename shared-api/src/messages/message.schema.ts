import * as z from 'zod/mini';
import { idSchema } from '../common.schema';

/** `GET /conversations/{id}/messages` item; `id` / `timestamp` aliases accepted. */
export const messageDtoSchema = z.pipe(
  z.object({
    messageID: z.optional(idSchema),
    id: z.optional(idSchema),
    sentAt: z.optional(z.string()),
    timestamp: z.optional(z.string()),
    senderID: z.optional(z.nullable(idSchema)),
    senderFirebaseUid: z.optional(z.nullable(z.string())),
    senderName: z.optional(z.nullable(z.string())),
    senderProfilePictureUrl: z.optional(z.nullable(z.string())),
    content: z.string(),
    clientMessageId: z.optional(z.nullable(z.string())),
  }),
  z.transform(({ id, messageID, timestamp, sentAt, ...rest }) => ({
    ...rest,
    messageID: (messageID ?? id ?? '') as string | number,
    sentAt: sentAt ?? timestamp ?? '',
  })),
);
export type MessageDto = z.output<typeof messageDtoSchema>;
export const messageListSchema = z.array(messageDtoSchema);

export const MESSAGE_MAX_LENGTH = 2000;

/**
 * `POST /conversations/{id}/reply` body. `clientMessageId` (beyond the spec) lets a retried send be
 * stored once: the server answers the already-stored message when it sees the same id again.
 */
export const replySchema = z.object({
  content: z
    .string({ error: 'Message cannot be empty' })
    .check(
      z.trim(),
      z.minLength(1, 'Message cannot be empty'),
      z.maxLength(
        MESSAGE_MAX_LENGTH,
        `Message must be no more than ${MESSAGE_MAX_LENGTH} characters`,
      ),
    ),
  clientMessageId: z.optional(
    z.string().check(z.trim(), z.minLength(8), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/)),
  ),
});
