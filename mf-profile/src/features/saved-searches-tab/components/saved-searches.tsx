import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, useSavedSearches, type SavedSearchDto } from 'shared-api';
import {
  checkSearchName,
  useDeleteSavedSearch,
  useRenameSavedSearch,
} from 'shared-api/saved-searches';
import { Button, ConfirmDialog, EmptyState, ErrorMessage, Spinner, toast } from 'shared-ui';
import { NameDialog } from 'shared-ui/name-dialog';
import { DigestSetting } from './digest-setting';
import { SavedSearchRow } from './saved-search-row';
import styles from './saved-searches.module.css';

export const SEARCHES_EMPTY =
  'No saved searches yet. On the listings page, choose your filters and select Save Search.';
export const SEARCH_RENAMED = 'Saved search renamed.';
export const SEARCH_DELETED = 'Saved search deleted.';

/** A refusal the dialog shows (its words are for people); anything else is a toast. */
const refusal = (error: Error | null) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : undefined;

/** The Saved Searches tab: the searches with their new matches, and the digest. */
export function SavedSearches() {
  const searches = useSavedSearches();
  const rename = useRenameSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState<SavedSearchDto | null>(null);
  const [deleting, setDeleting] = useState<SavedSearchDto | null>(null);

  let body;
  if (searches.isPending) {
    body = <Spinner label="Loading saved searches..." showLabel centered />;
  } else if (searches.isError) {
    body = (
      <ErrorMessage title="Error loading saved searches" onRetry={() => void searches.refetch()}>
        {searches.error.message}
      </ErrorMessage>
    );
  } else if (searches.data.length === 0) {
    body = (
      <EmptyState
        headingLevel={2}
        title={SEARCHES_EMPTY}
        action={
          <Button asChild>
            <Link to="/listings">Browse Listings</Link>
          </Button>
        }
      />
    );
  } else {
    body = (
      <ul className={styles.list} aria-label="Saved searches">
        {searches.data.map((search) => (
          <SavedSearchRow
            key={search.id}
            search={search}
            onRename={() => setRenaming(search)}
            onDelete={() => setDeleting(search)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.tab}>
      <div className={styles.setting}>
        <DigestSetting />
      </div>
      {body}
      <NameDialog
        name={renaming?.name ?? null}
        title="Rename saved search"
        submitLabel="Save"
        check={checkSearchName}
        onClose={() => {
          if (rename.isPending) return;
          setRenaming(null);
          rename.reset();
        }}
        pending={rename.isPending}
        serverError={refusal(rename.error)}
        onSubmit={(name) =>
          renaming &&
          rename.mutate(
            { id: renaming.id, name },
            {
              onSuccess: () => {
                setRenaming(null);
                toast.success(SEARCH_RENAMED);
              },
              onError: (error) => {
                if (!refusal(error)) toast.error(error.message);
              },
            },
          )
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title="Delete this saved search?"
        message={`“${deleting?.name ?? ''}” will no longer look for new listings. This cannot be undone.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        pendingLabel="Deleting..."
        error={remove.error?.message}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(SEARCH_DELETED);
            },
          })
        }
      />
    </div>
  );
}
