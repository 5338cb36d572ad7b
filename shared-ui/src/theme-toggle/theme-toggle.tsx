import { MoonIcon, SunIcon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';
import { useTheme } from '../theme/use-theme';

export interface ThemeToggleProps {
  /** The switch's name; its state (on = dark) is read out with it. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** The navbar's dark/light switch: a switch that is on in dark mode. */
export function ThemeToggle({ label = 'Dark mode', size = 'md', className }: ThemeToggleProps) {
  const { theme, toggle } = useTheme();
  const dark = theme === 'dark';
  return (
    <IconButton
      role="switch"
      aria-checked={dark}
      aria-label={label}
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      size={size}
      className={className}
      onClick={toggle}
    >
      {dark ? <MoonIcon /> : <SunIcon />}
    </IconButton>
  );
}
