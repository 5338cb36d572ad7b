export { default } from '../pages/messages-page';
