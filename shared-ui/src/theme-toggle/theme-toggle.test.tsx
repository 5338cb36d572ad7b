import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetThemeForTests } from '../theme/theme';
import { ThemeToggle } from './theme-toggle';

beforeEach(() => resetThemeForTests());

describe('ThemeToggle', () => {
  it('is a keyboard-operable switch that flips the page theme', async () => {
    render(<ThemeToggle />);
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await userEvent.keyboard('{Enter}');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });
});
