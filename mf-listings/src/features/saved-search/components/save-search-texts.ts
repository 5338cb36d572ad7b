// The words of 'Save Search', shared by the button and its lazily loaded dialog.
export const SAVE_SEARCH_SIGN_IN_TITLE = 'Sign in to save searches';
export const SEARCH_SAVED = 'Search saved. Find it in your profile under Saved Searches.';
export const ALREADY_SAVED =
  'You saved these filters. Find them in your profile under Saved Searches.';
