import { globalSingleton } from '../lib/global-singleton';

export type Theme = 'light' | 'dark';

/** The preference is the JSON boolean under this local-storage key. */
export const THEME_STORAGE_KEY = 'darkMode';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The saved preference, or null when none was saved (or storage is unreadable). */
export function getStoredTheme(): Theme | null {
  try {
    const raw = window.localStorage.getItem(THEME_STORAGE_KEY);
    if (raw === null) return null;
    const dark: unknown = JSON.parse(raw);
    return typeof dark === 'boolean' ? (dark ? 'dark' : 'light') : null;
  } catch {
    return null;
  }
}

export function getSystemTheme(): Theme {
  if (typeof window === 'undefined' || !window.matchMedia) return 'light';
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** Stored value first, else the operating system's colour scheme. */
export function getInitialTheme(): Theme {
  return getStoredTheme() ?? getSystemTheme();
}

/** Puts the theme on <html>, where tokens.css reads it. Does not save it. */
export function applyTheme(theme: Theme): void {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.theme = theme;
}

type Listener = () => void;

interface ThemeStore {
  current: Theme | null;
  listeners: Set<Listener>;
  wired: boolean;
}

const store = globalSingleton<ThemeStore>('theme-store', () => ({
  current: null,
  listeners: new Set(),
  wired: false,
}));

function emit(next: Theme) {
  if (store.current === next) return;
  store.current = next;
  applyTheme(next);
  store.listeners.forEach((listener) => listener());
}

/** Follows other tabs' choices and, while nothing is saved, the OS scheme. Wired once per page. */
function wire() {
  if (store.wired || typeof window === 'undefined') return;
  store.wired = true;
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY) emit(getInitialTheme());
  });
  window.matchMedia?.(DARK_QUERY).addEventListener?.('change', () => {
    if (getStoredTheme() === null) emit(getSystemTheme());
  });
}

/** The theme in force; the first call resolves it and puts it on <html>. */
export function getTheme(): Theme {
  if (store.current === null) {
    store.current = getInitialTheme();
    applyTheme(store.current);
    wire();
  }
  return store.current;
}

/** Chooses a theme, saves it ("is saved") and tells every subscriber. */
export function setTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(theme === 'dark'));
  } catch {
    // Storage can be full or blocked (private mode); the theme still applies for this page.
  }
  getTheme();
  emit(theme);
}

export function toggleTheme(): void {
  setTheme(getTheme() === 'dark' ? 'light' : 'dark');
}

export function subscribeTheme(listener: Listener): () => void {
  getTheme();
  store.listeners.add(listener);
  return () => store.listeners.delete(listener);
}

/** For tests: forget the resolved theme so the next read starts from storage and the OS again. */
export function resetThemeForTests(): void {
  store.current = null;
}
