import { Slot } from '@radix-ui/react-slot';
import type { HTMLAttributes, Ref } from 'react';
import { cx } from '../lib/cx';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** outlined: border on surface; elevated: shadow; flat: surface only (a "Surface"). */
  variant?: 'outlined' | 'elevated' | 'flat';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Lifts on hover, for cards that are links. */
  interactive?: boolean;
  /** Renders the child element (e.g. <article>, <li>, a <Link>) with the card's look. */
  asChild?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** A surface that groups content: listing panels, profile sections, form columns. */
export function Card({
  variant = 'outlined',
  padding = 'md',
  interactive = false,
  asChild = false,
  className,
  ...rest
}: CardProps) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      className={cx(
        styles.card,
        styles[variant],
        styles[`pad-${padding}`],
        interactive && styles.interactive,
        className,
      )}
      {...rest}
    />
  );
}
