import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon } from '../icon/icon';
import styles from './modal-frame.module.css';

interface ModalFrameProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
  /** The RadixDialog.Content. */
  children: ReactNode;
}

/**
 * What Dialog draws around its content: the Radix root, the optional trigger, the portal and the
 * dimmed overlay (the colour BottomSheet's native backdrop takes too, so both modals look alike).
 */
export function ModalFrame({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  children,
}: ModalFrameProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        {children}
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The small X of both modals; `className` places it (Dialog pins it to the corner). */
export function ModalCloseButton({
  label,
  className,
  disabled,
}: {
  label: string;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <RadixDialog.Close asChild>
      <IconButton aria-label={label} size="sm" className={className} disabled={disabled}>
        <CloseIcon />
      </IconButton>
    </RadixDialog.Close>
  );
}
