import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from 'shared-api';
import { Button, EmptyState, Spinner } from 'shared-ui';
import { EditProfileForm } from '../features/edit-profile/components/edit-profile-form';
import { UpdatedNotice } from '../features/listing-notice/components/updated-notice';
import { MyListings } from '../features/listings-tabs/components/my-listings';
import { SavedListings } from '../features/listings-tabs/components/saved-listings';
import { SavedSearches } from '../features/saved-searches-tab/components/saved-searches';
import { RemoteConversationList } from '../features/messages-tab/components/remote-conversation-list';
import {
  isProfileTab,
  ProfileTabs,
  type ProfileTab,
} from '../features/profile-tabs/components/profile-tabs';
import { ProfileHeader } from '../features/profile-header/components/profile-header';
import { NotificationsSection } from '../features/notifications/components/notifications-section';
import { BlockedPeople } from '../features/blocked-people/components/blocked-people';
import styles from './profile-page.module.css';

const SIGN_IN_TITLE = 'Sign in to view your profile';

/** /profile: who you are, editing it, and your saved listings, own listings and messages. */
export default function ProfilePage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { status, user, openSignIn, signOut } = useSession();
  const requested = (location.state as { activeTab?: unknown } | null)?.activeTab;
  const [tab, setTab] = useState<ProfileTab>(isProfileTab(requested) ? requested : 'saved');
  // A later navigation to /profile with another activeTab (e.g. back from a chat) switches to it.
  const [honoured, setHonoured] = useState(location.key);
  if (honoured !== location.key) {
    setHonoured(location.key);
    if (isProfileTab(requested)) setTab(requested);
  }
  const [editing, setEditing] = useState(false);

  if (status === 'loading') return <Spinner label="Loading profile..." showLabel centered />;
  if (status === 'signedOut' || !user) {
    return (
      <div className={styles.page}>
        <EmptyState
          headingLevel={2}
          title={SIGN_IN_TITLE}
          action={<Button onClick={() => openSignIn(SIGN_IN_TITLE)}>Sign In</Button>}
        />
      </div>
    );
  }

  const logOut = async () => {
    await signOut();
    navigate('/');
  };

  return (
    <div className={styles.page}>
      <UpdatedNotice />
      <ProfileHeader
        user={user}
        editing={editing}
        onToggleEdit={() => setEditing((e) => !e)}
        onLogOut={() => void logOut()}
      />
      {editing ? (
        // Unmounted on Cancel, so reopening starts from the saved profile with no preview.
        <EditProfileForm
          user={user}
          onDone={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      <ProfileTabs
        value={tab}
        onValueChange={setTab}
        saved={<SavedListings />}
        searches={<SavedSearches />}
        listings={<MyListings />}
        messages={<RemoteConversationList />}
      />
      {/* Settings after the content: below the tabs, so the tabs never move when it loads. */}
      <NotificationsSection />
      <BlockedPeople />
    </div>
  );
}
