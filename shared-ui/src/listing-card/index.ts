export * from './listing-card';
export * from './bookmark-button';
