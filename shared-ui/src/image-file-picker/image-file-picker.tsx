import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { fieldIds } from '../field/field';
import { UploadIcon } from '../icon';
import { cx } from '../lib/cx';
import styles from './image-file-picker.module.css';

export interface ImageFilePickerProps {
  id: string;
  /** Names the file input (e.g. 'Profile Picture'). */
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the picker and announced (role alert); marks the input invalid. */
  error?: ReactNode;
  /** What is shown beside the button: the current picture, or the chosen file's preview. */
  preview: ReactNode;
  /** The chosen file's name; null when nothing is chosen (the input is then cleared). */
  fileName?: string | null;
  /** A file was chosen (button, keyboard or drop), or the choice was removed (null). */
  onSelect: (file: File | null) => void;
  accept?: string;
  chooseLabel?: string;
  changeLabel?: string;
  removeLabel?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A file input in the design system's clothes: the real `<input type="file">` stays in the page
 * (keyboard, screen readers, forms and tests use it as is) but is drawn as a secondary button,
 * with a preview beside it, the chosen file's name, a way to undo the choice, and drag-and-drop
 * onto the whole picker. It validates nothing itself: the caller checks the file and sets `error`.
 */
export function ImageFilePicker({
  id,
  label,
  hint,
  error,
  preview,
  fileName = null,
  onSelect,
  accept = 'image/*',
  chooseLabel = 'Choose picture',
  changeLabel = 'Choose another',
  removeLabel = 'Remove',
  disabled = false,
  className,
}: ImageFilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const ids = fieldIds(id);
  const labelId = `${id}-label`;
  const nameId = `${id}-name`;

  // The caller refused or removed the file: clear the input so the same file can be chosen again.
  useEffect(() => {
    if (!fileName && input.current) input.current.value = '';
  }, [fileName]);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file && !disabled) onSelect(file);
  };

  return (
    <div
      className={cx(styles.picker, dragging && styles.dragging, className)}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.row}>
        <div className={styles.preview}>{preview}</div>
        <div className={styles.controls}>
          <div className={styles.buttons}>
            <input
              ref={input}
              id={id}
              type="file"
              accept={accept}
              className={styles.input}
              disabled={disabled}
              aria-labelledby={labelId}
              aria-describedby={[fileName ? nameId : null, hint ? ids.hint : null]
                .filter(Boolean)
                .join(' ')}
              aria-invalid={error ? true : undefined}
              aria-errormessage={error ? ids.error : undefined}
              onChange={(e) => onSelect(e.target.files?.[0] ?? null)}
            />
            {/* Clicking the label opens the input's file dialog; the input keeps the focus ring. */}
            <label htmlFor={id} className={styles.choose} aria-hidden="true">
              <UploadIcon size={16} />
              {fileName ? changeLabel : chooseLabel}
            </label>
            {fileName ? (
              <button
                type="button"
                className={styles.remove}
                onClick={() => onSelect(null)}
                disabled={disabled}
              >
                {removeLabel}
              </button>
            ) : null}
          </div>
          {fileName ? (
            <p id={nameId} className={styles.fileName}>
              {fileName}
            </p>
          ) : null}
          {hint ? (
            <p id={ids.hint} className={styles.hint}>
              {hint}
            </p>
          ) : null}
          {error ? (
            <p id={ids.error} className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
