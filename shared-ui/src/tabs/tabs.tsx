import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { CountBadge } from '../badge/badge';
import { cx } from '../lib/cx';
import styles from './tabs.module.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  /** A count next to the label (e.g. unread messages); hidden when 0 or undefined, caps at 99+. */
  badge?: number;
  /** What the count means, for screen readers: 'unread messages'. */
  badgeLabel?: string;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Names the tab list, e.g. 'Profile sections'. */
  label: string;
  /** Stretches the tabs to share the full width (phones). */
  fullWidth?: boolean;
  className?: string;
}

/** Tabs with arrow-key navigation (Radix). Only the active panel is mounted. */
export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  label,
  fullWidth = false,
  className,
}: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
      className={cx(styles.root, className)}
    >
      <RadixTabs.List aria-label={label} className={cx(styles.list, fullWidth && styles.fullWidth)}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.trigger}
          >
            <span>{item.label}</span>
            {/* The space keeps the accessible name "Messages 3 unread", not "Messages3". */}{' '}
            {item.badge ? (
              <CountBadge count={item.badge} label={item.badgeLabel} className={styles.badge} />
            ) : null}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
