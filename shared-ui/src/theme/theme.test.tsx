import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from '../theme-toggle/theme-toggle';
import { getStoredTheme, resetThemeForTests, setTheme, THEME_STORAGE_KEY } from './theme';
import { useTheme } from './use-theme';

function prefersDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('dark') ? dark : false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

function ThemeName() {
  const { theme } = useTheme();
  return <p>Theme: {theme}</p>;
}

beforeEach(() => {
  resetThemeForTests();
  delete document.documentElement.dataset.theme;
});
afterEach(() => vi.restoreAllMocks());

describe('theme', () => {
  it('reads the darkMode key as a JSON boolean', () => {
    expect(getStoredTheme()).toBeNull();
    localStorage.setItem(THEME_STORAGE_KEY, 'true');
    expect(getStoredTheme()).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'false');
    expect(getStoredTheme()).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'nonsense');
    expect(getStoredTheme()).toBeNull();
  });

  it('starts from the operating system when nothing is stored', () => {
    prefersDark(true);
    render(<ThemeName />);
    expect(screen.getByText('Theme: dark')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('prefers the stored value over the operating system', () => {
    prefersDark(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'false');
    render(<ThemeName />);
    expect(screen.getByText('Theme: light')).toBeInTheDocument();
  });

  it('toggles from the switch, saves, and keeps every component in sync', async () => {
    prefersDark(false);
    render(
      <>
        <ThemeToggle />
        <ThemeName />
      </>,
    );
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('Theme: dark')).toBeInTheDocument();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('true');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');

    act(() => setTheme('light'));
    expect(screen.getByText('Theme: light')).toBeInTheDocument();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('false');
  });
});
