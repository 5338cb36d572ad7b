import { Slot, Slottable } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../lib/cx';
import { Spinner } from '../spinner/spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy: disabled, aria-busy, a spinner, and `loadingText` (e.g. 'Deleting...') if given. */
  loading?: boolean;
  loadingText?: ReactNode;
  fullWidth?: boolean;
  leadingIcon?: ReactNode;
  trailingIcon?: ReactNode;
  /**
   * Renders the single child element (e.g. a router <Link>) with the button's look, so links stay
   * links: `<Button asChild><Link to="/listings">Browse Listings</Link></Button>`.
   */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingText,
  fullWidth = false,
  leadingIcon,
  trailingIcon,
  asChild = false,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  const classes = cx(
    styles.button,
    styles[variant],
    styles[size],
    fullWidth && styles.fullWidth,
    className,
  );

  if (asChild) {
    return (
      <Slot className={classes} {...rest}>
        {leadingIcon}
        <Slottable>{children}</Slottable>
        {trailingIcon}
      </Slot>
    );
  }

  return (
    <button
      // A form's submit must be asked for: a stray Enter should not submit through a plain button.
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" decorative /> : leadingIcon}
      <span className={styles.label}>{loading && loadingText ? loadingText : children}</span>
      {loading ? null : trailingIcon}
    </button>
  );
}
