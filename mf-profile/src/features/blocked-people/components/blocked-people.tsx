import { useRef, useState } from 'react';
import type { BlockedUserDto } from 'shared-api';
import { USER_SAFETY_TOASTS, useBlockedUsers, useUnblockUser } from 'shared-api/user-safety';
import { Avatar, Button, ConfirmDialog, ErrorMessage, Spinner, toast } from 'shared-ui';
import styles from './blocked-people.module.css';

export const BLOCKED_PEOPLE_TITLE = 'Blocked people';
export const BLOCKED_PEOPLE_INTRO =
  "People you block can't message you or start a conversation with you, and your conversations with them are hidden from your messages. They aren't told.";
export const BLOCKED_PEOPLE_EMPTY =
  "You haven't blocked anyone. To block someone, open your conversation with them and choose Block.";
export const BLOCKED_PEOPLE_LOAD_ERROR = 'Your blocked people could not be loaded.';
export const unblockMessage = (name: string) =>
  `${name} will be able to message you again, and your conversations with them come back to your messages.`;

const nameOf = (b: BlockedUserDto) => b.name?.trim() || 'Unknown User';
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * The profile's 'Blocked people': who the student blocked, each with 'Unblock' (asked first). After
 * an unblock the row is gone, so focus moves to the section's heading instead of the page's body.
 */
export function BlockedPeople() {
  const blocked = useBlockedUsers();
  const unblock = useUnblockUser();
  // Who the dialog names stays set while it closes (its text must not vanish mid-animation).
  const [asking, setAsking] = useState<BlockedUserDto | null>(null);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const confirm = () => {
    if (!asking) return;
    const name = nameOf(asking);
    setError(null);
    unblock.mutate(asking.firebaseUid, {
      onSuccess: () => {
        setOpen(false);
        toast.success(USER_SAFETY_TOASTS.unblocked(name));
        setTimeout(() => heading.current?.focus(), 0);
      },
      onError: (err) => setError(err.message),
    });
  };

  let body;
  if (blocked.isError) {
    body = (
      <ErrorMessage onRetry={() => void blocked.refetch()}>
        {BLOCKED_PEOPLE_LOAD_ERROR}
      </ErrorMessage>
    );
  } else if (!blocked.data) {
    body = <Spinner label="Loading blocked people..." showLabel />;
  } else if (blocked.data.length === 0) {
    body = <p className={styles.empty}>{BLOCKED_PEOPLE_EMPTY}</p>;
  } else {
    body = (
      <ul className={styles.list} aria-label={BLOCKED_PEOPLE_TITLE}>
        {blocked.data.map((b) => (
          <li key={b.firebaseUid} className={styles.row}>
            <Avatar name={nameOf(b)} src={b.profilePictureUrl} size="sm" decorative />
            <div className={styles.who}>
              <p className={styles.name}>{nameOf(b)}</p>
              <p className={styles.since}>Blocked {day(b.blockedAt)}</p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Unblock ${nameOf(b)}`}
              onClick={() => {
                setError(null);
                setAsking(b);
                setOpen(true);
              }}
            >
              Unblock
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="blocked-people-title">
      <h2 id="blocked-people-title" ref={heading} tabIndex={-1} className={styles.title}>
        {BLOCKED_PEOPLE_TITLE}
      </h2>
      <p className={styles.intro}>{BLOCKED_PEOPLE_INTRO}</p>
      <div className={styles.body}>{body}</div>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!next && !unblock.isPending) setOpen(false);
        }}
        title={asking ? `Unblock ${nameOf(asking)}?` : ''}
        message={asking ? unblockMessage(nameOf(asking)) : ''}
        confirmLabel="Unblock"
        cancelLabel="Cancel"
        variant="primary"
        pending={unblock.isPending}
        pendingLabel="Unblocking..."
        onConfirm={confirm}
        error={error}
      />
    </section>
  );
}
