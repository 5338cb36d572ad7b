import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { cx } from '../lib/cx';
import styles from './dialog.module.css';
import { ModalCloseButton, ModalFrame } from './modal-frame';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Optional element that opens the dialog (rendered as is, via Radix asChild). */
  trigger?: ReactElement;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Describes the dialog (aria-describedby). */
  description?: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** Actions, right-aligned (stacked full width on phones). Wrap a cancel button in DialogClose. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** False while something is pending: Escape, outside clicks and the X do not close it. */
  dismissible?: boolean;
  hideCloseButton?: boolean;
  closeLabel?: string;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes on open; by default the first focusable element of the body or footer. */
  onOpenAutoFocus?: (event: Event) => void;
  className?: string;
}

/**
 * A modal dialog: focus is trapped inside and returns to the trigger on close, Escape and a click
 * outside close it, the page behind does not scroll.
 */
export function DialogPanel({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  size = 'md',
  dismissible = true,
  hideCloseButton = false,
  closeLabel = 'Close',
  role = 'dialog',
  onOpenAutoFocus,
  className,
}: DialogProps) {
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <ModalFrame open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} trigger={trigger}>
      <RadixDialog.Content
        role={role}
        className={cx(styles.content, styles[size], className)}
        onEscapeKeyDown={block}
        onPointerDownOutside={block}
        onInteractOutside={block}
        onOpenAutoFocus={onOpenAutoFocus}
        // Radix warns when a dialog has no description; none is a valid choice here.
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <header className={styles.header}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          ) : null}
        </header>
        {children ? <div className={styles.body}>{children}</div> : null}
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
        {/* Last in the DOM so that opening focuses the body's first control, not the X. */}
        {hideCloseButton ? null : (
          <ModalCloseButton label={closeLabel} className={styles.close} disabled={!dismissible} />
        )}
      </RadixDialog.Content>
    </ModalFrame>
  );
}

/** Closes the surrounding Dialog; use with asChild around a Button. */
export const DialogPanelClose = RadixDialog.Close;
