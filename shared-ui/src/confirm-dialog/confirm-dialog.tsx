import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { ErrorMessage } from '../error-message/error-message';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** e.g. 'Delete Conversation'. */
  title: ReactNode;
  /** e.g. 'Are you sure you want to delete this conversation? ...'. */
  message: ReactNode;
  onConfirm: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While the action runs: buttons disabled, the dialog cannot be dismissed. */
  pending?: boolean;
  /** Shown on the confirm button while pending, e.g. 'Deleting...'. */
  pendingLabel?: string;
  /** danger for destructive actions (red confirm button). */
  variant?: 'danger' | 'primary';
  /** A failure to show inside the dialog (the caller may prefer a toast instead). */
  error?: ReactNode;
}

/**
 * Asks before doing something. Cancel gets focus on open, so a reflexive Enter never destroys
 * anything; the caller closes the dialog when its action succeeds.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  onConfirm,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  pending = false,
  pendingLabel,
  variant = 'danger',
  error,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={message}
      size="sm"
      role="alertdialog"
      dismissible={!pending}
      hideCloseButton
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => onOpenChange(false)}
            disabled={pending}
            data-autofocus
          >
            {cancelLabel}
          </Button>
          <Button
            variant={variant}
            onClick={onConfirm}
            loading={pending}
            loadingText={pendingLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
      onOpenAutoFocus={(event) => {
        const content = event.currentTarget as HTMLElement | null;
        const cancel = content?.querySelector<HTMLElement>('[data-autofocus]');
        if (cancel) {
          event.preventDefault();
          cancel.focus();
        }
      }}
    >
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
    </Dialog>
  );
}
