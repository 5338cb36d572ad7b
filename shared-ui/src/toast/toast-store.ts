import { globalSingleton } from '../lib/global-singleton';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  /** Milliseconds before it hides itself; 0 keeps it until closed. */
  duration: number;
}

export interface ToastOptions {
  duration?: number;
}

type Listener = () => void;

interface ToastStore {
  items: ToastItem[];
  nextId: number;
  listeners: Set<Listener>;
}

/*
 * Module-level store so any code (a remote's mutation callback, an event handler, no React needed)
 * can raise a toast; the shell renders the one <Toaster />. Kept on globalThis so the shell and
 * every remote share it even if they ever load different copies of shared-ui.
 */
const store = globalSingleton<ToastStore>('toast-store', () => ({
  items: [],
  nextId: 1,
  listeners: new Set(),
}));

/** Errors stay longer: they usually need reading. */
const DEFAULT_DURATION: Record<ToastKind, number> = { success: 4000, info: 5000, error: 7000 };
/** Oldest go first beyond this, so a burst of failures cannot cover the page. */
const MAX_VISIBLE = 4;

function set(items: ToastItem[]) {
  store.items = items;
  store.listeners.forEach((listener) => listener());
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): number {
  const id = store.nextId++;
  const item: ToastItem = {
    id,
    kind,
    message,
    duration: options.duration ?? DEFAULT_DURATION[kind],
  };
  set([...store.items, item].slice(-MAX_VISIBLE));
  return id;
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  /** Hides one toast, or all when no id is given. */
  dismiss: (id?: number) =>
    set(id === undefined ? [] : store.items.filter((item) => item.id !== id)),
};

export function getToasts(): ToastItem[] {
  return store.items;
}

export function subscribeToasts(listener: Listener): () => void {
  store.listeners.add(listener);
  return () => store.listeners.delete(listener);
}
