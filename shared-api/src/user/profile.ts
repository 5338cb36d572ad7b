// `shared-api/profile`: the profile screen's writes (mf-profile alone): name, picture, e-mail
// preferences and deleting one's listings. Bundled by that remote, not part of every first load;
// stateful parts (client, session, caches) come through `shared-api`.
export * from './user.mutations';
export * from '../listings/listing.mutations';
