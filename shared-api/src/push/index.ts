// `shared-api/push`: Web Push, loaded on demand (not part of any first load): the wire (subscription
// body, public-key answer, payload type) shared with the server and the service worker, and the
// browser's subscribe logic with its hook (mf-messaging's prompt, mf-profile's setting).
export * from './push.schema';
export * from './push.payload';
export * from './push';
export * from './use-push-setting';
