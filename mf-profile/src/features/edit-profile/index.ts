export { EditProfileForm } from './edit-profile-form';
