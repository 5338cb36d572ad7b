import { memberSince, type SessionUser } from 'shared-api';
import { Avatar, Button, LogOutIcon } from 'shared-ui';
import styles from './profile-header.module.css';

export interface ProfileHeaderProps {
  user: SessionUser;
  editing: boolean;
  onToggleEdit: () => void;
  onLogOut: () => void;
}

/** Avatar, name, email, 'Member since {Month Year}', 'Edit Profile'/'Cancel Edit' and 'Log Out'. */
export function ProfileHeader({ user, editing, onToggleEdit, onLogOut }: ProfileHeaderProps) {
  const name = user.displayName?.trim() || user.email || 'User';
  return (
    <header className={styles.header}>
      <Avatar src={user.photoURL} name={user.displayName} email={user.email} size="xl" decorative />
      <div className={styles.who}>
        <h1 className={styles.name}>{name}</h1>
        {user.email ? <p className={styles.email}>{user.email}</p> : null}
        <p className={styles.since}>{memberSince(user.creationTime)}</p>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onToggleEdit} aria-expanded={editing}>
          {editing ? 'Cancel Edit' : 'Edit Profile'}
        </Button>
        <Button variant="ghost" leadingIcon={<LogOutIcon size={18} />} onClick={onLogOut}>
          Log Out
        </Button>
      </div>
    </header>
  );
}
