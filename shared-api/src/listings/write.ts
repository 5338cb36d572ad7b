// `shared-api/listing-write`: creating and editing a listing (mf-create alone): the multipart API,
// its mutations, photo uploads to signed URLs and geocoding. Bundled by that remote, not part of
// every first load; stateful parts (client, session, caches) come through `shared-api`.
export * from './listing-write.api';
export * from './listing-write.mutations';
export * from '../photos/signed-upload';
export * from '../geocode/geocode.queries';
