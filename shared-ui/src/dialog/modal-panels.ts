// The Radix side of Dialog, one lazy chunk (~10 KB gzip with focus trap, scroll lock
// and portal): it downloads when a modal first opens (or its trigger is pointed at), not with the
// first screen. See lazy-modal.tsx.
export { DialogPanel, DialogPanelClose } from './dialog-panel';
