import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode } from 'react';
import { cx } from '../lib/cx';
import styles from './dropdown-menu.module.css';

export interface DropdownMenuProps {
  /** The button that opens the menu (rendered as is via asChild; give it an accessible name). */
  trigger: ReactElement;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Names the menu for screen readers when the trigger's name does not fit. */
  'aria-label'?: string;
}

/**
 * A menu of actions (Radix): arrow keys move, Enter/Space select, typing jumps to an item,
 * Escape closes and focus returns to the trigger.
 */
export function DropdownMenu({
  trigger,
  children,
  align = 'end',
  side = 'bottom',
  open,
  onOpenChange,
  ...rest
}: DropdownMenuProps) {
  return (
    <RadixMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content
          align={align}
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className={styles.content}
          {...rest}
        >
          {children}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

export interface DropdownMenuItemProps {
  children: ReactNode;
  onSelect?: (event: Event) => void;
  /** A decorative icon before the text. */
  icon?: ReactNode;
  /** Red, for destructive items. */
  danger?: boolean;
  disabled?: boolean;
  /** Render the child (e.g. a router <Link>) as the item, so navigation items stay links. */
  asChild?: boolean;
}

export function DropdownMenuItem({
  children,
  onSelect,
  icon,
  danger,
  disabled,
  asChild,
}: DropdownMenuItemProps) {
  return (
    <RadixMenu.Item
      onSelect={onSelect}
      disabled={disabled}
      asChild={asChild}
      className={cx(styles.item, danger && styles.danger)}
    >
      {asChild ? (
        children
      ) : (
        <span className={styles.itemInner}>
          {icon}
          {children}
        </span>
      )}
    </RadixMenu.Item>
  );
}

/** A non-interactive heading inside the menu, e.g. the signed-in user's email. */
export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <RadixMenu.Label className={styles.label}>{children}</RadixMenu.Label>;
}

export function DropdownMenuSeparator() {
  return <RadixMenu.Separator className={styles.separator} />;
}
