import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { Slot, Slottable } from '@radix-ui/react-slot';
import {
  type ButtonHTMLAttributes,
  type ReactNode,
  type Ref,
  useLayoutEffect,
  useRef,
} from 'react';
import { cx } from '../lib/cx';
import { Spinner } from '../spinner/spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Busy: disabled, aria-busy, a spinner, and `loadingText` (e.g. 'Deleting...') if given. A
   * button that had focus gets it back when the work ends (see `useFocusKeptWhileBusy`).
   */
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
  ref,
  ...rest
}: ButtonProps) {
  const own = useFocusKeptWhileBusy(loading);
  const refs = useComposedRefs(own, ref);
  const classes = cx(
    styles.button,
    styles[variant],
    styles[size],
    fullWidth && styles.fullWidth,
    className,
  );

  if (asChild) {
    return (
      <Slot className={classes} ref={ref} {...rest}>
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
      ref={refs}
      {...rest}
    >
      {loading ? <Spinner size="sm" decorative /> : leadingIcon}
      <span className={styles.label}>{loading && loadingText ? loadingText : children}</span>
      {loading ? null : trailingIcon}
    </button>
  );
}

/**
 * A disabled button loses focus: the browser drops it to <body> at its next frame, so a keyboard
 * user whose save failed would start again from the top of the page. When the work ends, a button
 * that had focus as it began takes it back, unless the person has since put focus somewhere else.
 * (Whether focus was lost also depended on whether an answer came within one frame.)
 */
function useFocusKeptWhileBusy(loading: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    const element = button.current;
    if (!element) return;
    const active = element.ownerDocument.activeElement;
    if (loading) {
      hadFocus.current = active === element;
      return;
    }
    if (hadFocus.current && (active === null || active === element.ownerDocument.body)) {
      element.focus();
    }
    hadFocus.current = false;
  }, [loading]);
  return button;
}
