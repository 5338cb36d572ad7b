import type { ReactNode } from 'react';
import styles from './listing-editor.module.css';

/** The page frame with a message in place of the form (not the owner, signed out, load failure). */
export function PageNotice({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{heading}</h1>
      <div className={styles.notice}>{children}</div>
    </div>
  );
}
