export { ProfileTabs, isProfileTab, PROFILE_TABS, type ProfileTab } from './profile-tabs';
export { useMessagesBadge } from './use-messages-badge';
