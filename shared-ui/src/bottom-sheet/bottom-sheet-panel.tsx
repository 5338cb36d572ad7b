import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { ModalCloseButton, ModalFrame } from '../dialog/modal-frame';
import styles from './bottom-sheet.module.css';

export interface BottomSheetProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Optional element that opens the sheet, e.g. the footer's 'i' IconButton. */
  trigger?: ReactElement;
  /** e.g. 'Legal & Info'. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  closeLabel?: string;
}

/** A modal panel that slides up from the bottom edge, for phones; same focus rules as Dialog. */
export function BottomSheetPanel({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  closeLabel = 'Close',
}: BottomSheetProps) {
  return (
    <ModalFrame open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} trigger={trigger}>
      <RadixDialog.Content
        className={styles.sheet}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className={styles.handle} aria-hidden="true" />
        <header className={styles.header}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          <ModalCloseButton label={closeLabel} />
        </header>
        {description ? (
          <RadixDialog.Description className={styles.description}>
            {description}
          </RadixDialog.Description>
        ) : null}
        <div className={styles.body}>{children}</div>
      </RadixDialog.Content>
    </ModalFrame>
  );
}
