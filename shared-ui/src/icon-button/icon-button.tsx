import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../lib/cx';
import styles from './icon-button.module.css';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label'
> {
  /** Required: an icon alone says nothing to a screen reader. */
  'aria-label': string;
  /** The icon (aria-hidden by default). */
  children: ReactNode;
  variant?: 'ghost' | 'secondary' | 'primary' | 'danger' | 'overlay';
  size?: 'sm' | 'md' | 'lg';
  ref?: Ref<HTMLButtonElement>;
}

/** A round icon-only button. `overlay` sits on photos (carousel arrows, bookmark on a card). */
export function IconButton({
  variant = 'ghost',
  size = 'md',
  className,
  type,
  children,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={cx(styles.button, styles[variant], styles[size], className)}
      {...rest}
    >
      {children}
    </button>
  );
}
