import {
  cloneElement,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { useOpenState, type ModalStateProps } from '../dialog/open-state';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon } from '../icon/icon';
import styles from './bottom-sheet.module.css';

export interface BottomSheetProps extends ModalStateProps {
  /** e.g. 'Legal & Info'. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  closeLabel?: string;
}

type TriggerProps = { onClick?: (event: SyntheticEvent) => void };

/**
 * The browser's own way for a button to open or close a dialog (invoker commands): it works on a
 * painted page before any script. React has no names for these attributes: passed as written.
 */
const command = (action: 'show-modal' | 'close', dialogId: string): Record<string, string> => ({
  command: action,
  commandfor: dialogId,
});

/**
 * A modal panel that slides up from the bottom edge, for phones. A native `<dialog>`, always in the
 * page with its content, so the site server paints it closed and its trigger and close X open and
 * close it before the app has run (the browser gives a modal dialog its focus rules: focus moves
 * in, the page behind is inert, Escape and a tap beside it close it, focus returns to the trigger).
 * Once the app runs, the open state and the dialog follow each other whichever side moves first.
 */
export function BottomSheet({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  closeLabel = 'Close',
}: BottomSheetProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [isOpen, setOpen] = useOpenState({ open, defaultOpen, onOpenChange });
  /** The dialog opened or closed on its own (before the app, Escape, a tap beside it). */
  const dialogMoved = useEffectEvent((nowOpen: boolean) => {
    if (nowOpen !== isOpen) setOpen(nowOpen);
  });

  // The dialog follows each change of the state (not a state it already had: StrictMode runs an
  // effect twice). First, a sheet opened by its trigger on the painted page, before the app ran,
  // stays open: the state catches up instead.
  const applied = useRef<boolean | null>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || applied.current === isOpen) return;
    const first = applied.current === null;
    applied.current = isOpen;
    if (first && dialog.open && !isOpen) dialogMoved(true);
    else if (isOpen && !dialog.open) dialog.showModal();
    else if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const closed = () => dialogMoved(false);
    // Browsers without `closedby`: a tap outside the panel (on the dimmed page) closes it.
    const tapped = (event: MouseEvent) => {
      const box = dialog.getBoundingClientRect();
      const outside =
        event.clientX < box.left ||
        event.clientX > box.right ||
        event.clientY < box.top ||
        event.clientY > box.bottom;
      if (event.target === dialog && outside && dialog.open) dialog.close();
    };
    dialog.addEventListener('close', closed);
    dialog.addEventListener('click', tapped);
    return () => {
      dialog.removeEventListener('close', closed);
      dialog.removeEventListener('click', tapped);
    };
  }, []);

  const own = trigger?.props as TriggerProps | undefined;
  return (
    <>
      {trigger
        ? cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
            ...command('show-modal', id),
            'aria-haspopup': 'dialog',
            'aria-expanded': isOpen,
            onClick: (event: SyntheticEvent) => {
              own?.onClick?.(event);
              if (!event.defaultPrevented) setOpen(true);
            },
          })
        : null}
      <dialog
        ref={dialogRef}
        id={id}
        className={styles.sheet}
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        closedby="any"
        // Its `open` may be the browser's, set by the painted trigger before hydration.
        suppressHydrationWarning
      >
        <div className={styles.handle} aria-hidden="true" />
        <header className={styles.header}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          <IconButton
            aria-label={closeLabel}
            size="sm"
            {...command('close', id)}
            onClick={() => setOpen(false)}
          >
            <CloseIcon />
          </IconButton>
        </header>
        {description ? (
          <p id={`${id}-description`} className={styles.description}>
            {description}
          </p>
        ) : null}
        <div className={styles.body}>{children}</div>
      </dialog>
    </>
  );
}
