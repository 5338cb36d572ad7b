import { z } from 'zod';
import { idSchema } from '../common.schema';

/** `GET /conversations/{id}/messages` item (spec §3 Message); `id` / `timestamp` aliases accepted. */
export const messageDtoSchema = z
  .object({
    messageID: idSchema.optional(),
    id: idSchema.optional(),
    sentAt: z.string().optional(),
    timestamp: z.string().optional(),
    senderID: idSchema.nullable().optional(),
    senderFirebaseUid: z.string().nullable().optional(),
    senderName: z.string().nullable().optional(),
    senderProfilePictureUrl: z.string().nullable().optional(),
    content: z.string(),
    clientMessageId: z.string().nullable().optional(),
  })
  .transform(({ id, messageID, timestamp, sentAt, ...rest }) => ({
    ...rest,
    messageID: (messageID ?? id ?? '') as string | number,
    sentAt: sentAt ?? timestamp ?? '',
  }));
export type MessageDto = z.output<typeof messageDtoSchema>;
export type MessageDtoInput = z.input<typeof messageDtoSchema>;
export const messageListSchema = z.array(messageDtoSchema);

export const MESSAGE_MAX_LENGTH = 2000;

/**
 * `POST /conversations/{id}/reply` body. `clientMessageId` (beyond the spec) lets a retried send be
 * stored once: the server answers the already-stored message when it sees the same id again.
 */
export const replySchema = z.object({
  content: z
    .string({ error: 'Message cannot be empty' })
    .trim()
    .min(1, 'Message cannot be empty')
    .max(MESSAGE_MAX_LENGTH, `Message must be no more than ${MESSAGE_MAX_LENGTH} characters`),
  clientMessageId: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
});
export type ReplyDto = z.input<typeof replySchema>;
