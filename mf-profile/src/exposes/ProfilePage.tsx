export { default } from '../pages/profile-page';
