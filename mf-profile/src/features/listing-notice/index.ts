export { UpdatedNotice } from './updated-notice';
