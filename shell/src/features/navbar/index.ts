export { Navbar } from './components/navbar';
export { useUnreadCount } from './hooks/use-unread-count';
