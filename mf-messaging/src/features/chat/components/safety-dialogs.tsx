import { ApiError, type ReportUser } from 'shared-api';
import { USER_SAFETY_TOASTS, useBlockUser, useReportUser } from 'shared-api/user-safety';
import { ConfirmDialog, toast } from 'shared-ui';
import { ReportUserDialog } from './report-user-dialog';

export type SafetyDialog = 'block' | 'report' | null;

export interface SafetyDialogsProps {
  open: SafetyDialog;
  onOpenChange: (open: SafetyDialog) => void;
  /** The other person of the chat. */
  uid: string;
  name: string;
  conversationId: string;
  /** After a block: the conversation has left the list, so the chat is left too. */
  onBlocked: () => void;
}

export const blockMessage = (name: string) =>
  `${name} won't be able to message you or start a new conversation with you, and this conversation leaves your messages. They are not told. You can unblock them from your profile, under Blocked people.`;

/**
 * The chat's 'Block' confirmation and 'Report' form: a chunk of their own, loaded the first time
 * either opens (the chat's first load does not carry them). Each action ends with a toast; a
 * failure keeps the dialog open with the reason as a toast.
 */
export default function SafetyDialogs({
  open,
  onOpenChange,
  uid,
  name,
  conversationId,
  onBlocked,
}: SafetyDialogsProps) {
  const block = useBlockUser();
  const report = useReportUser();

  const confirmBlock = () =>
    block.mutate(uid, {
      onSuccess: () => {
        onOpenChange(null);
        toast.success(USER_SAFETY_TOASTS.blocked(name));
        onBlocked();
      },
      onError: (error) => toast.error(error.message),
    });

  const sendReport = (value: ReportUser) =>
    report.mutate(
      { firebaseUid: uid, report: { ...value, conversationID: conversationId } },
      {
        onSuccess: (stored) => {
          onOpenChange(null);
          if (stored.alreadyReported) toast.info(USER_SAFETY_TOASTS.alreadyReported);
          else toast.success(USER_SAFETY_TOASTS.reported);
        },
        onError: (error) => {
          toast.error(error.message);
          if (error instanceof ApiError && error.status === 401) onOpenChange(null);
        },
      },
    );

  return (
    <>
      <ConfirmDialog
        open={open === 'block'}
        onOpenChange={(next) => {
          if (!block.isPending) onOpenChange(next ? 'block' : null);
        }}
        title={`Block ${name}?`}
        message={blockMessage(name)}
        confirmLabel="Block"
        cancelLabel="Cancel"
        pending={block.isPending}
        pendingLabel="Blocking..."
        onConfirm={confirmBlock}
      />
      <ReportUserDialog
        name={name}
        open={open === 'report'}
        onOpenChange={(next) => onOpenChange(next ? 'report' : null)}
        pending={report.isPending}
        onSubmit={sendReport}
      />
    </>
  );
}
