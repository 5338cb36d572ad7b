import type { ReactNode } from 'react';
import styles from './listing-detail.module.css';

/** A titled part of the detail page; its heading is the section's accessible name. */
export function DetailSection({
  id,
  title,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
