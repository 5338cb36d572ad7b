import { Link } from 'react-router';
import { SAVED_SEARCH_NEW_MAX, type SavedSearchDto } from 'shared-api';
import { describeSearch } from 'shared-api/saved-searches';
import { Badge, Button } from 'shared-ui';
import styles from './saved-searches.module.css';

/** Where 'Open' leads: the list with the search's filters, and which saved search it is. */
export const openSearchHref = (search: Pick<SavedSearchDto, 'id' | 'query'>) => {
  const params = new URLSearchParams(search.query);
  params.set('search', String(search.id));
  return `/listings?${params.toString()}`;
};

/** '3 new', '100+ new' at the server's cap. */
export const newLabel = (count: number) =>
  `${count >= SAVED_SEARCH_NEW_MAX ? `${SAVED_SEARCH_NEW_MAX}+` : count} new`;

export interface SavedSearchRowProps {
  search: SavedSearchDto;
  onRename: () => void;
  onDelete: () => void;
}

/** A saved search: its name, its filters and sort in words, its new matches, Open/Rename/Delete. */
export function SavedSearchRow({ search, onRename, onDelete }: SavedSearchRowProps) {
  const fresh = search.newListingIds.length;
  return (
    <li className={styles.row}>
      <div className={styles.body}>
        <h3 className={styles.name}>
          {search.name}
          {fresh > 0 ? (
            <Badge tone="primary" size="sm" className={styles.newBadge}>
              {newLabel(fresh)}
            </Badge>
          ) : null}
        </h3>
        <p className={styles.summary}>{describeSearch(search.query, true)}</p>
      </div>
      <div className={styles.actions}>
        <Button asChild variant="secondary" size="sm">
          <Link to={openSearchHref(search)} aria-label={`Open ${search.name}`}>
            Open
          </Link>
        </Button>
        <Button variant="ghost" size="sm" aria-label={`Rename ${search.name}`} onClick={onRename}>
          Rename
        </Button>
        <Button variant="ghost" size="sm" aria-label={`Delete ${search.name}`} onClick={onDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}
