import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ArrowLeftIcon,
  Avatar,
  ConfirmDialog,
  IconButton,
  TrashIcon,
  VerifiedStudentBadge,
} from 'shared-ui';
import styles from './chat-header.module.css';

export const DELETE_CHAT_MESSAGE =
  'Are you sure you want to delete this conversation? This will only remove it from your view. The other person will still be able to see it.';

export interface ChatHeaderProps {
  name: string;
  photoUrl: string | null;
  /** The other person is a verified student (from the conversation list). */
  verifiedStudent?: boolean;
  listingTitle?: string | null;
  onDelete: () => void;
  deleting: boolean;
  deleteError: string | null;
  dialogOpen: boolean;
  onDialogOpenChange: (open: boolean) => void;
  /** 'Report' and 'Block' (safety-actions.tsx), when the other person is known. */
  actions?: ReactNode;
}

/** Back to the profile's Messages tab, who the chat is with, and delete-from-my-view. */
export function ChatHeader({
  name,
  photoUrl,
  verifiedStudent = false,
  listingTitle,
  onDelete,
  deleting,
  deleteError,
  dialogOpen,
  onDialogOpenChange,
  actions,
}: ChatHeaderProps) {
  return (
    <header className={styles.header}>
      <Link
        to="/profile"
        state={{ activeTab: 'messages' }}
        className={styles.back}
        aria-label="Back to messages"
      >
        <ArrowLeftIcon size={20} />
      </Link>
      <Avatar name={name} src={photoUrl} size="md" decorative />
      <div className={styles.who}>
        <div className={styles.nameRow}>
          <h1 className={styles.name}>{name}</h1>
          {verifiedStudent ? <VerifiedStudentBadge /> : null}
        </div>
        {listingTitle ? <p className={styles.listing}>Re: {listingTitle}</p> : null}
      </div>
      {actions}
      <IconButton
        aria-label="Delete conversation"
        variant="ghost"
        onClick={() => onDialogOpenChange(true)}
      >
        <TrashIcon size={20} />
      </IconButton>
      <ConfirmDialog
        open={dialogOpen}
        onOpenChange={onDialogOpenChange}
        title="Delete Conversation"
        message={DELETE_CHAT_MESSAGE}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        pending={deleting}
        pendingLabel="Deleting..."
        onConfirm={onDelete}
        error={deleteError}
      />
    </header>
  );
}
