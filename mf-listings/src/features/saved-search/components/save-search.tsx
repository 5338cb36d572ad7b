import { useState } from 'react';
import { useLocation } from 'react-router';
import { ApiError, useSavedSearches, useSession } from 'shared-api';
import {
  canonicalSearchQuery,
  describeSearch,
  useCreateSavedSearch,
} from 'shared-api/saved-searches';
import { BookmarkIcon, Button, CheckIcon, toast } from 'shared-ui';
import { SaveSearchDialog } from './save-search-dialog';

export const SAVE_SEARCH_SIGN_IN_TITLE = 'Sign in to save searches';
export const ALREADY_SAVED =
  'You saved these filters. Find them in your profile under Saved Searches.';
export const SEARCH_SAVED = 'Search saved. Find it in your profile under Saved Searches.';

/**
 * 'Save Search' beside the page title (issue 15 §2): saves the filters and sort of the URL under a
 * name. Signed out it asks to sign in first and then opens the dialog. When these filters are
 * saved already it says so ('Search Saved', pressed) instead of offering a duplicate.
 */
export function SaveSearch() {
  const query = canonicalSearchQuery(useLocation().search);
  const saved = useSavedSearches().data?.some((s) => s.query === query) ?? false;
  const create = useCreateSavedSearch();
  const [open, setOpen] = useState(false);

  const start = () => {
    const { user, openSignIn } = useSession.getState();
    if (user) setOpen(true);
    else openSignIn(SAVE_SEARCH_SIGN_IN_TITLE, () => setOpen(true));
  };

  const save = (name: string) =>
    create.mutate(
      { name, query },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(SEARCH_SAVED);
        },
        onError: (error) => {
          // A refusal (400/409) reads under the field; anything else is a toast.
          if (!(error instanceof ApiError && error.status >= 400 && error.status < 500)) {
            toast.error(error.message);
          }
          if (error instanceof ApiError && error.status === 401) {
            setOpen(false);
            useSession.getState().openSignIn(SAVE_SEARCH_SIGN_IN_TITLE, () => setOpen(true));
          }
        },
      },
    );

  const refusal =
    create.error instanceof ApiError && create.error.status >= 400 && create.error.status < 500
      ? create.error.message
      : undefined;

  return (
    <>
      {saved ? (
        // Pressed and inert: the same filters cannot be saved twice; the profile manages them.
        <Button
          variant="secondary"
          size="sm"
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
          leadingIcon={<BookmarkIcon size={16} />}
          onClick={start}
        >
          Save Search
        </Button>
      )}
      <SaveSearchDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) create.reset();
        }}
        defaultName={describeSearch(query)}
        pending={create.isPending}
        serverError={refusal}
        onSubmit={save}
      />
    </>
  );
}
