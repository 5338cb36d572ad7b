export { MyListings, DELETE_LISTING_MESSAGE } from './my-listings';
export { SavedListings } from './saved-listings';
export { ListingRow } from './listing-row';
export { LoadError, loadErrorHint } from './load-error';
