import { useState } from 'react';
import { imageAttributes, type ImageSource } from '../image';
import { cx } from '../lib/cx';
import styles from './avatar.module.css';
import { initialsFor } from './initials';

export interface AvatarProps {
  /** Picture URL; missing, empty or failing to load falls back to initials. */
  src?: string | null;
  /** The picture with its sizes (srcset); wins over `src` when given. */
  picture?: ImageSource | null;
  /** Display name: the accessible name and the source of the initials. */
  name?: string | null;
  /** Used for the initial when there is no name. */
  email?: string | null;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** The name is already written next to it: hide the avatar from screen readers. */
  decorative?: boolean;
  className?: string;
}

/** CSS widths of the sizes, for `sizes`: the browser picks the smallest sharp enough. */
const SIZE_PX = { xs: 24, sm: 32, md: 40, lg: 56, xl: 96 } as const;

export function Avatar({
  src: plainSrc,
  picture,
  name,
  email,
  size = 'md',
  decorative = false,
  className,
}: AvatarProps) {
  // Remember which URL failed rather than a flag, so a new src gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = picture?.src ?? plainSrc;
  const label = name?.trim() || email?.trim() || 'User';
  const showImage = Boolean(src) && src !== failedSrc;
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': label };

  return (
    <span className={cx(styles.avatar, styles[size], className)} {...a11y}>
      {showImage ? (
        <img
          className={styles.image}
          {...(picture
            ? imageAttributes(picture, `${SIZE_PX[size]}px`)
            : { src: src ?? undefined })}
          alt=""
          decoding="async"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <span className={styles.initials} aria-hidden="true">
          {initialsFor(name, email)}
        </span>
      )}
    </span>
  );
}
