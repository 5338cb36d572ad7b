// `shared-api/notifications`: the profile's Notifications settings (mf-profile alone), bundled by
// that remote, not part of every first load. Its files take the client, session, keys and schemas
// from the barrel (`shared-api`) through the package name, so nothing stateful is copied.
export * from './message-alerts';
