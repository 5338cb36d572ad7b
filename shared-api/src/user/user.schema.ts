import { z } from 'zod';
import { idSchema } from '../common.schema';
import { photoDtoSchema } from '../photos/photo.schema';

/** `GET /user` / `PUT /user` answer. */
export const userDtoSchema = z.object({
  userID: idSchema,
  firebaseUid: z.string(),
  name: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  profilePictureUrl: z.string().nullable().optional(),
  /** The picture with its sizes, when it is one of ours (null for external pictures). */
  profilePicture: photoDtoSchema.nullable().optional(),
  createdAt: z.string().nullable().optional(),
});
export type UserDto = z.output<typeof userDtoSchema>;

/** `PUT /user` body (spec §3 Profile update). The server keeps the token's email whatever is sent. */
export const profileUpdateSchema = z.object({
  name: z.string().trim().max(100, 'Name must be no more than 100 characters'),
  email: z.string().optional().nullable(),
  profilePictureUrl: z.string().max(2048).nullable().optional(),
});
export type ProfileUpdateDto = z.input<typeof profileUpdateSchema>;

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
export type ProfilePictureResponse = z.infer<typeof profilePictureResponseSchema>;

export const PROFILE_MESSAGES = {
  notImage: 'Please select an image file.',
  tooLarge: 'Image size must be less than 5MB.',
} as const;
