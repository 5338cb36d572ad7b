// Listing-form rules around the shared schema, and the profanity masker.
export * from './listing-form';
export * from './listing-payload';
export * from './profanity';
