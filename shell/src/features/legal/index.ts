export {
  LegalDocument,
  type LegalDocumentProps,
  type LegalSection,
} from './components/legal-document';
