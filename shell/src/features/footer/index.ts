export { Footer, LEGAL_SHEET_TITLE } from './components/footer';
