import { useCallback, useState, type ReactElement } from 'react';

/** The open state every modal takes: controlled (`open`) or not (`defaultOpen`), and its trigger. */
export interface ModalStateProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Optional element that opens the modal, e.g. the footer's 'i' IconButton. */
  trigger?: ReactElement;
}

/**
 * A modal's open state and its setter: the `open` prop when given (the owner keeps it), else the
 * modal's own, starting at `defaultOpen`; `onOpenChange` hears every change either way.
 */
export function useOpenState({ open, defaultOpen, onOpenChange }: ModalStateProps) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen ?? false);
  const setOpen = useCallback(
    (next: boolean) => {
      if (open === undefined) setInnerOpen(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange],
  );
  return [open ?? innerOpen, setOpen] as const;
}
