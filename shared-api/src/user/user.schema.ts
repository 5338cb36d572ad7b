import * as z from 'zod/mini';
import { idSchema } from '../common.schema';
import { photoDtoSchema } from '../photos/photo.schema';

/** `GET /user` / `PUT /user` answer. */
export const userDtoSchema = z.object({
  userID: idSchema,
  firebaseUid: z.string(),
  name: z.optional(z.nullable(z.string())),
  email: z.optional(z.nullable(z.string())),
  profilePictureUrl: z.optional(z.nullable(z.string())),
  /** The picture with its sizes, when it is one of ours (null for external pictures). */
  profilePicture: z.optional(z.nullable(photoDtoSchema)),
  createdAt: z.optional(z.nullable(z.string())),
});
export type UserDto = z.output<typeof userDtoSchema>;

/** `PUT /user` body. The server keeps the token's email whatever is sent. */
export const profileUpdateSchema = z.object({
  name: z.string().check(z.trim(), z.maxLength(100, 'Name must be no more than 100 characters')),
  email: z.nullable(z.optional(z.string())),
  profilePictureUrl: z.optional(z.nullable(z.string().check(z.maxLength(2048)))),
});

export const PROFILE_PICTURE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** `POST /user/profile-picture` body and answer. */
export const profilePictureRequestSchema = z.object({
  contentType: z.enum(PROFILE_PICTURE_TYPES, { error: 'Please select an image file.' }),
});
export const profilePictureResponseSchema = z.object({
  uploadUrl: z.string(),
  downloadUrl: z.string(),
});

export const PROFILE_MESSAGES = {
  notImage: 'Please select an image file.',
  tooLarge: 'Image size must be less than 5MB.',
} as const;
