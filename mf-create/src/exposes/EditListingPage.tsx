export { default } from '../pages/edit-listing-page';
