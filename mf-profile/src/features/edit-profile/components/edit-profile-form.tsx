import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type SessionUser } from 'shared-api';
import {
  PROFILE_ERRORS,
  PROFILE_UPDATED,
  ProfilePictureUploadError,
  useUpdateProfile,
  validateProfilePicture,
} from 'shared-api/profile';
import { Avatar, Button, ErrorMessage, ImageFilePicker, TextField, toast } from 'shared-ui';
import styles from './edit-profile-form.module.css';

export interface EditProfileFormProps {
  user: SessionUser;
  onDone: () => void;
  onCancel: () => void;
}

/** A preview URL for the chosen file; the previous one is revoked on change and on unmount. */
function usePreview() {
  const [url, setUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  const show = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    // jsdom and very old browsers have no object URLs: then there is simply no preview.
    current.current =
      file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    setUrl(current.current);
  };
  return [url, show] as const;
}

/** The Edit Profile form: name, read-only email, an optional new picture. */
export function EditProfileForm({ user, onDone, onCancel }: EditProfileFormProps) {
  const [name, setName] = useState(user.displayName ?? '');
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [preview, showPreview] = usePreview();
  const update = useUpdateProfile();

  const choosePicture = (file: File | null) => {
    const problem = file ? validateProfilePicture(file) : null;
    setPictureError(problem);
    setPicture(problem ? null : file);
    showPreview(problem ? null : file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pictureError) return;
    setFormError(null);
    update.mutate(
      { name, picture },
      {
        onSuccess: () => {
          toast.success(PROFILE_UPDATED);
          onDone();
        },
        onError: (error) => {
          console.error('Profile update failed', error);
          setFormError(
            error instanceof ProfilePictureUploadError
              ? error.message
              : PROFILE_ERRORS.updateFailed(error.message),
          );
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Edit Profile" noValidate>
      <TextField
        label="Name"
        name="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        autoComplete="name"
      />
      <TextField
        label="Email"
        name="email"
        value={user.email ?? ''}
        readOnly
        hint="Email is managed by Google"
      />
      <ImageFilePicker
        id="profile-picture"
        label="Profile Picture"
        hint="Supported formats: JPG, PNG, GIF (max 5MB). Leave empty to keep current picture."
        error={pictureError}
        fileName={picture?.name ?? null}
        onSelect={choosePicture}
        disabled={update.isPending}
        preview={
          <Avatar
            src={preview ?? user.photoURL}
            name={name || user.displayName}
            email={user.email}
            size="xl"
            decorative
          />
        }
      />
      {update.uploading ? (
        <p className={styles.status} role="status">
          Uploading profile picture...{' '}
          <progress
            className={styles.progress}
            aria-label="Upload progress"
            max={1}
            value={update.uploadProgress}
          />
        </p>
      ) : null}
      {formError ? <ErrorMessage>{formError}</ErrorMessage> : null}
      <div className={styles.actions}>
        <Button type="submit" loading={update.isPending} loadingText="Saving...">
          Save Changes
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
