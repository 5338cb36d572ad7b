export { default } from '../pages/listing-detail-page';
