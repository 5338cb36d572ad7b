import {
  cloneElement,
  useEffect,
  useState,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { useScreenKnown } from '../media-query/screen-known';
import { useOpenState, type ModalStateProps } from './open-state';
import { toast } from '../toast/toast-store';
import type * as ModalPanels from './modal-panels';

type Panels = typeof ModalPanels;

let panels: Panels | null = null;
let loading: Promise<Panels> | null = null;

/** Starts downloading the modals' code once; a failed download is tried again on the next open. */
export function loadModalPanels(): Promise<Panels> {
  loading ??= import(/* webpackChunkName: "modal-panels" */ './modal-panels').then(
    (module) => (panels = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The panels when their code is already here (a modal's own parts render only inside it). */
export const loadedModalPanels = (): Panels | null => panels;

export const MODAL_LOAD_FAILED = 'Could not open this. Check your connection and try again.';

type TriggerProps = {
  onClick?: (event: SyntheticEvent) => void;
  onPointerEnter?: (event: SyntheticEvent) => void;
  onFocus?: (event: SyntheticEvent) => void;
};

/**
 * Renders a modal whose Radix code is not loaded yet: the trigger alone (as Radix would render it),
 * and on open the download, then the real panel. Once the code is there every modal renders it
 * directly, always controlled (the open state of an uncontrolled modal lives here).
 */
export function LazyModal<P extends ModalStateProps>({
  props,
  render,
}: {
  props: P;
  render: (loaded: Panels, props: P) => ReactNode;
}) {
  const { trigger } = props;
  const [isOpen, setOpen] = useOpenState(props);
  const [, setReady] = useState(panels !== null);

  useEffect(() => {
    if (!isOpen || panels) return;
    let live = true;
    loadModalPanels().then(
      () => live && setReady(true),
      () => {
        if (!live) return;
        toast.error(MODAL_LOAD_FAILED);
        setOpen(false);
      },
    );
    return () => {
      live = false;
    };
  }, [isOpen, setOpen]);

  // The site server drew the trigger alone; a page being hydrated draws it the same way even when
  // the code came early (the shell fetches a page's first taps as it starts), and Radix's render
  // follows in the render after.
  const hydrated = useScreenKnown();
  if (panels && hydrated)
    return render(panels, {
      ...props,
      open: isOpen,
      defaultOpen: undefined,
      onOpenChange: setOpen,
    });
  if (!trigger) return null;
  const own = trigger.props as TriggerProps;
  const preload = () => void loadModalPanels().catch(() => undefined);
  return cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
    'aria-haspopup': 'dialog',
    'aria-expanded': isOpen,
    onPointerEnter: (event: SyntheticEvent) => {
      own.onPointerEnter?.(event);
      preload();
    },
    onFocus: (event: SyntheticEvent) => {
      own.onFocus?.(event);
      preload();
    },
    onClick: (event: SyntheticEvent) => {
      own.onClick?.(event);
      if (!event.defaultPrevented) setOpen(true);
    },
  });
}
