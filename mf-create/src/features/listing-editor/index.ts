// What the pages use of the listing editor feature.
export { ListingEditor, type ListingEditorProps } from './components/listing-editor';
export { PageNotice } from './components/page-notice';
export type { EditTarget } from './hooks/use-listing-submit';
