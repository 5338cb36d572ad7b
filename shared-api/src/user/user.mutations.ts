import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ApiError,
  apiPost,
  apiPut,
  PROFILE_MESSAGES,
  PROFILE_PICTURE_MAX_BYTES,
  profilePictureResponseSchema,
  queryKeys,
  userDtoSchema,
  useSession,
} from 'shared-api';
import { uploadToSignedUrl } from '../photos/signed-upload';

export const PROFILE_ERRORS = {
  uploadFailed: 'Failed to upload profile picture. Please try again.',
  noUser: 'No user is currently logged in',
  updateFailed: (message: string) => `Error updating profile: ${message}`,
} as const;
/** The confirmation toast after a saved profile (not in the spec). */
export const PROFILE_UPDATED = 'Profile updated';

/**
 * Thrown when the picture could not be stored; the form shows its message as is: the spec's text,
 * or the server's own when a cap refused the upload slot (429,
 * docs/decisions/0018-errors-rate-limits-and-caps.md).
 */
export class ProfilePictureUploadError extends Error {
  constructor(message: string = PROFILE_ERRORS.uploadFailed) {
    super(message);
    this.name = 'ProfilePictureUploadError';
  }
}

/** An image under 5 MB. Returns the message to show, or null when the file is fine. */
export function validateProfilePicture(file: File): string | null {
  if (!file.type.startsWith('image/')) return PROFILE_MESSAGES.notImage;
  if (file.size >= PROFILE_PICTURE_MAX_BYTES) return PROFILE_MESSAGES.tooLarge;
  return null;
}

/**
 * Asks the API for a signed upload link, then PUTs the raw bytes there with the one signed-URL
 * uploader (progress 0–1 to `onProgress`); returns the download URL.
 */
export async function uploadProfilePicture(
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  try {
    const { uploadUrl, downloadUrl } = await apiPost(
      '/user/profile-picture',
      { contentType: file.type },
      profilePictureResponseSchema,
    );
    await uploadToSignedUrl(uploadUrl, file, { onProgress });
    return downloadUrl;
  } catch (error) {
    console.error('Profile picture upload failed', error);
    throw new ProfilePictureUploadError(
      error instanceof ApiError && error.status === 429 ? error.message : undefined,
    );
  }
}

export interface ProfileChanges {
  name: string;
  /** A new picture, or null to keep the current one. */
  picture: File | null;
}

/**
 * The profile edit flow: upload the picture if any, record the change on the backend
 * (a failure there is only logged), then update the identity profile the header reads.
 * `uploading` is true while the picture is on its way, for 'Uploading profile picture...', and
 * `uploadProgress` says how far (0–1).
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [uploadProgress, setUploadProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async ({ name, picture }: ProfileChanges) => {
      const { user, updateProfile } = useSession.getState();
      if (!user) throw new Error(PROFILE_ERRORS.noUser);
      let photoURL = user.photoURL;
      if (picture) {
        setUploading(true);
        setUploadProgress(0);
        try {
          photoURL = await uploadProfilePicture(picture, setUploadProgress);
        } finally {
          setUploading(false);
        }
      }
      const displayName = name.trim();
      try {
        await apiPut(
          '/user',
          { name: displayName, email: user.email, profilePictureUrl: photoURL },
          userDtoSchema,
        );
      } catch (error) {
        console.error('Backend profile update failed; continuing', error);
      }
      await updateProfile({ displayName, photoURL });
      return { uid: user.uid, displayName, photoURL };
    },
    onSuccess: ({ uid }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.user.me(uid) });
      // Listings and conversations embed the lister's name and picture.
      void queryClient.invalidateQueries({ queryKey: queryKeys.listings.own(uid) });
    },
  });
  return { ...mutation, uploading, uploadProgress };
}
