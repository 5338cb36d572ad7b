import type { OpenedSearch } from '../hooks/use-opened-search';
import styles from './saved-search.module.css';

/** 'Saved search: Fall near campus · 3 new' under the page title. */
export function OpenedSearchNote({ search }: { search: OpenedSearch }) {
  const count = search.newIds.size;
  return (
    <p className={styles.note}>
      Saved search: <span className={styles.noteName}>{search.name}</span>
      {count > 0 ? ` · ${count} new` : ''}
    </p>
  );
}
