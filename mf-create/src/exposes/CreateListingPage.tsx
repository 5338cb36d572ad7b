export { default } from '../pages/create-listing-page';
