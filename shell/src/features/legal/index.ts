export { LegalDocument, type LegalSection } from './components/legal-document';
