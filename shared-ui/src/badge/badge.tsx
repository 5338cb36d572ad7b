import type { HTMLAttributes } from 'react';
import { CheckIcon } from '../icon';
import { cx } from '../lib/cx';
import { semesterTone, type SemesterTone } from '../tokens/tokens';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './badge.module.css';

export type BadgeTone =
  'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info' | SemesterTone;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  size?: 'sm' | 'md';
}

/** A small pill label: semester, status, amenity. */
export function Badge({ tone = 'neutral', size = 'md', className, ...rest }: BadgeProps) {
  return <span className={cx(styles.badge, styles[tone], styles[size], className)} {...rest} />;
}

/** 5 → '5', 120 → '99+' (the unread badge caps at 99+). */
export function formatCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

export interface CountBadgeProps {
  count: number;
  /** Above this the badge shows '{max}+'. */
  max?: number;
  /** Read after the number by screen readers, e.g. 'unread messages'. */
  label?: string;
  /** By default nothing renders for 0. */
  showZero?: boolean;
  className?: string;
}

/** A round red counter (unread messages). */
export function CountBadge({
  count,
  max = 99,
  label,
  showZero = false,
  className,
}: CountBadgeProps) {
  if (count <= 0 && !showZero) return null;
  return (
    <span className={cx(styles.count, className)}>
      {/* The space is a text node of its own: screen readers then say "99+ unread", not "99+unread". */}
      {label ? `${formatCount(count, max)} ` : formatCount(count, max)}
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </span>
  );
}

export interface SemesterBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** 'Spring', 'Summer', 'Fall', 'Academic Year', or with a year ('Fall 2025'): coloured by the first word. */
  semester: string;
}

export function SemesterBadge({ semester, ...rest }: SemesterBadgeProps) {
  return (
    <Badge tone={semesterTone(semester) ?? 'neutral'} {...rest}>
      {semester}
    </Badge>
  );
}

export type ListingStatus = 'AVAILABLE' | 'PENDING' | 'TAKEN';

const STATUS: Record<ListingStatus, { label: string; tone: BadgeTone }> = {
  AVAILABLE: { label: 'Available', tone: 'success' },
  PENDING: { label: 'Pending', tone: 'warning' },
  TAKEN: { label: 'Taken', tone: 'neutral' },
};

export interface StatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  status: ListingStatus;
}

/** Listing status values with their labels Available, Pending, Taken. */
export function StatusBadge({ status, ...rest }: StatusBadgeProps) {
  const { label, tone } = STATUS[status];
  return (
    <Badge tone={tone} {...rest}>
      {label}
    </Badge>
  );
}

/** The lister's verified address is in a student domain (`.edu` by default). */
export const VERIFIED_STUDENT = 'Verified student';

/**
 * 'Verified student', with a tick: on listing cards, the listing page's lister and in chats. Blue
 * (info), not green: it tells who the person is, it is not the outcome of an action.
 */
export function VerifiedStudentBadge({
  size = 'sm',
  ...rest
}: Omit<BadgeProps, 'tone' | 'children'>) {
  return (
    <Badge tone="info" size={size} {...rest}>
      <CheckIcon size={12} strokeWidth={3} />
      {VERIFIED_STUDENT}
    </Badge>
  );
}
