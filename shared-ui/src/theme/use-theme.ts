import { useSyncExternalStore } from 'react';
import { getTheme, setTheme, subscribeTheme, toggleTheme, type Theme } from './theme';

export interface UseThemeResult {
  theme: Theme;
  toggle: () => void;
  setTheme: (theme: Theme) => void;
}

const serverTheme = (): Theme => 'light';

/** The current theme; every component using it re-renders when any of them changes it. */
export function useTheme(): UseThemeResult {
  const theme = useSyncExternalStore(subscribeTheme, getTheme, serverTheme);
  return { theme, toggle: toggleTheme, setTheme };
}
