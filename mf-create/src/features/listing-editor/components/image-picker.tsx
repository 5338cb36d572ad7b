import { useState, type DragEvent } from 'react';
import { Button, CloseIcon, IconButton, UploadIcon } from 'shared-ui';
import { fieldId } from '../hooks/use-listing-form';
import type { UploadState } from '../hooks/use-image-uploads';
import { imageName, imageSrc, type ListingImage } from '../utils/listing-images';
import styles from './image-picker.module.css';

export const IMAGE_HINT = 'Supported formats: JPG, PNG, GIF (max 5MB each)';

export interface ImagePickerProps {
  images: readonly ListingImage[];
  /** Returns how many of the files were not images (and so skipped). */
  onAdd: (files: File[]) => number;
  onRemove: (key: string) => void;
  error?: string;
  /** Per photo key, while and after uploading. */
  uploads?: Readonly<Record<string, UploadState>>;
  onRetry?: (key: string) => void;
  /** While submitting: the set of photos is fixed. */
  locked?: boolean;
}

/**
 * Photos by drag-and-drop or the file dialog. The file input itself is the keyboard control
 * (visually hidden, labelled by the visible 'Choose photos' button look), so Tab, Enter and screen
 * readers reach the real thing.
 */
export function ImagePicker({
  images,
  onAdd,
  onRemove,
  error,
  uploads = {},
  onRetry,
  locked = false,
}: ImagePickerProps) {
  const [dragging, setDragging] = useState(false);
  const [skipped, setSkipped] = useState(0);
  const id = fieldId('images');
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const add = (files: FileList | null) => {
    if (!files || locked) return;
    setSkipped(onAdd(Array.from(files)));
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>Photos</legend>
      <div
        className={styles.dropZone}
        data-dragging={dragging || undefined}
        data-invalid={error ? true : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = locked ? 'none' : 'copy';
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <UploadIcon size={28} className={styles.dropIcon} />
        <p className={styles.dropText}>Drag and drop photos here, or</p>
        <input
          id={id}
          type="file"
          accept="image/*"
          multiple
          disabled={locked}
          className={styles.fileInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
          onChange={(event) => {
            add(event.target.files);
            // Picking the same file again after removing it must fire change again.
            event.target.value = '';
          }}
        />
        <label htmlFor={id} className={styles.chooseButton}>
          Choose photos
        </label>
        <p id={hintId} className={styles.hint}>
          {IMAGE_HINT}
        </p>
      </div>
      <p role="status" className={styles.skipped}>
        {skipped > 0
          ? `${skipped === 1 ? 'One file was' : `${skipped} files were`} skipped: only images can be added.`
          : ''}
      </p>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {images.length > 0 ? (
        <ul className={styles.thumbs} aria-label="Selected photos">
          {images.map((image, index) => (
            <Thumbnail
              key={image.key}
              image={image}
              index={index}
              total={images.length}
              upload={uploads[image.key]}
              onRemove={() => onRemove(image.key)}
              onRetry={onRetry ? () => onRetry(image.key) : undefined}
              locked={locked}
            />
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

interface ThumbnailProps {
  image: ListingImage;
  index: number;
  total: number;
  upload: UploadState | undefined;
  onRemove: () => void;
  onRetry: (() => void) | undefined;
  locked: boolean;
}

function Thumbnail({ image, index, total, upload, onRemove, onRetry, locked }: ThumbnailProps) {
  const name = imageName(image);
  const percent = Math.round((upload?.progress ?? 0) * 100);
  return (
    <li className={styles.thumb}>
      <img
        src={imageSrc(image)}
        alt={`${index + 1} of ${total}: ${name}`}
        className={styles.thumbImage}
      />
      {locked ? null : (
        <IconButton
          aria-label={`Remove ${name}`}
          variant="overlay"
          size="sm"
          className={styles.remove}
          onClick={onRemove}
        >
          <CloseIcon size={16} />
        </IconButton>
      )}
      {upload?.status === 'uploading' || upload?.status === 'done' ? (
        <div
          role="progressbar"
          aria-label={`Upload of ${name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className={styles.progress}
        >
          <span className={styles.progressBar} style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      {upload?.status === 'failed' ? (
        <div className={styles.failed}>
          <span>Upload failed</span>
          {onRetry ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={onRetry}
              aria-label={`Retry upload of ${name}`}
            >
              Retry
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
