import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useSavedSearches, useSession } from 'shared-api';
import { canonicalSearchQuery } from 'shared-api/filters';
import { BookmarkIcon, Button, CheckIcon, toast } from 'shared-ui';
import { ALREADY_SAVED, SAVE_SEARCH_SIGN_IN_TITLE } from './save-search-texts';
import styles from './saved-search.module.css';

// The dialog, its schema and the save are not in the list page's first load: they download when the
// person first points at, focuses or presses the button.
const loadFlow = () => import('./save-search-flow');
const SaveSearchFlow = lazy(loadFlow);

/**
 * 'Save Search' beside the page title: saves the filters and sort of the URL under a
 * name. Signed out it asks to sign in first and then opens the dialog. When these filters are
 * saved already it says so ('Search Saved', pressed) instead of offering a duplicate.
 */
export function SaveSearch() {
  const query = canonicalSearchQuery(useLocation().search);
  const saved = useSavedSearches().data?.some((s) => s.query === query) ?? false;
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  const start = () => {
    setLoaded(true);
    const { user, openSignIn } = useSession.getState();
    if (user) setOpen(true);
    else openSignIn(SAVE_SEARCH_SIGN_IN_TITLE, () => setOpen(true));
  };

  return (
    <>
      {saved ? (
        // Pressed: the same filters cannot be saved twice; the profile manages them.
        <Button
          variant="secondary"
          size="sm"
          className={styles.button}
          aria-pressed="true"
          leadingIcon={<CheckIcon size={16} />}
          onClick={() => toast.info(ALREADY_SAVED)}
        >
          Search Saved
        </Button>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          className={styles.button}
          leadingIcon={<BookmarkIcon size={16} />}
          onPointerEnter={() => void loadFlow()}
          onFocus={() => void loadFlow()}
          onClick={start}
        >
          Save Search
        </Button>
      )}
      {loaded ? (
        <Suspense fallback={null}>
          <SaveSearchFlow query={query} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
