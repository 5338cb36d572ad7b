export * from './listing-card';
export * from './bookmark-button';
export * from './listing-card-skeleton';
export * from './listing-summary';
