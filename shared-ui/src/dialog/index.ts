export * from './dialog';
// For a page whose first taps open a modal: it can fetch the modals' code once it is running,
// so that the first tap opens the modal at once instead of after a download. The message is what
// a modal says when its code could not be downloaded, for modals of the app's own that load lazily.
export { loadModalPanels, MODAL_LOAD_FAILED } from './lazy-modal';
