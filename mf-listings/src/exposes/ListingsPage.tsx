export { default } from '../pages/listings-page';
