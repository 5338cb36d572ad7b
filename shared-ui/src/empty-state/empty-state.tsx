import type { ReactNode } from 'react';
import { cx } from '../lib/cx';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** e.g. 'No conversations yet'. */
  title: ReactNode;
  /** e.g. 'Start messaging by clicking "Contact Lister" on any listing!'. */
  text?: ReactNode;
  /** A call to action, e.g. <Button asChild><Link to="/listings/new">Create Your First Listing</Link></Button>. */
  action?: ReactNode;
  /** A decorative icon above the title. */
  icon?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function EmptyState({
  title,
  text,
  action,
  icon,
  headingLevel = 3,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.root, className)}>
      {icon ? (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
