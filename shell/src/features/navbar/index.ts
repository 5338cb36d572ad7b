export { Navbar, BRAND_NAME } from './components/navbar';
export { useUnreadCount } from './hooks/use-unread-count';
