import { ApiError, useSession } from 'shared-api';
import { checkSearchName, describeSearch, useCreateSavedSearch } from 'shared-api/saved-searches';
import { toast } from 'shared-ui';
import { NameDialog } from 'shared-ui/name-dialog';
import { SAVE_SEARCH_SIGN_IN_TITLE, SEARCH_SAVED } from './save-search-texts';

const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export interface SaveSearchFlowProps {
  /** The canonical query of the page's filters and sort. */
  query: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The dialog with its save (its own chunk: the list page loads it when 'Save Search' is first
 * pointed at or pressed). A refusal (400/409) reads under the field; anything else is a toast; a
 * 401 asks to sign in again and then reopens the dialog.
 */
export default function SaveSearchFlow({ query, open, onOpenChange }: SaveSearchFlowProps) {
  const create = useCreateSavedSearch();
  const save = (name: string) =>
    create.mutate(
      { name, query },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast.success(SEARCH_SAVED);
        },
        onError: (error) => {
          if (!isRefusal(error)) toast.error(error.message);
          if (error instanceof ApiError && error.status === 401) {
            onOpenChange(false);
            useSession.getState().openSignIn(SAVE_SEARCH_SIGN_IN_TITLE, () => onOpenChange(true));
          }
        },
      },
    );
  return (
    // Each opening starts from the current filters in words.
    <NameDialog
      name={open ? describeSearch(query) : null}
      onClose={() => {
        onOpenChange(false);
        create.reset();
      }}
      title="Save Search"
      description="Get told about new listings that match these filters."
      submitLabel="Save Search"
      check={checkSearchName}
      pending={create.isPending}
      serverError={isRefusal(create.error) ? create.error.message : undefined}
      onSubmit={save}
    />
  );
}
