export { ProfileHeader } from './profile-header';
