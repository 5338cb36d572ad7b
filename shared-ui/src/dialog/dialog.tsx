import type { ComponentProps } from 'react';
import type { DialogProps } from './dialog-panel';
import { LazyModal, loadedModalPanels } from './lazy-modal';

export type { DialogProps } from './dialog-panel';

/**
 * A modal dialog: focus is trapped inside and returns to the trigger on close, Escape and a click
 * outside close it, the page behind does not scroll. Its Radix code loads on first open.
 */
export function Dialog(props: DialogProps) {
  return <LazyModal props={props} render={(m, p) => <m.DialogPanel {...p} />} />;
}

/** Closes the surrounding Dialog; use with asChild around a Button. Only rendered
 * inside an open modal, so the panels' code is there. */
export function DialogClose(props: ComponentProps<'button'> & { asChild?: boolean }) {
  const Close = loadedModalPanels()?.DialogPanelClose;
  return Close ? <Close {...props} /> : null;
}
