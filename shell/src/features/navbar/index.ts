export { Navbar, BRAND_NAME } from './components/navbar';
