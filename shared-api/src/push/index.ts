// `shared-api/push`: Web Push in the browser (mf-messaging's prompt, mf-profile's setting), bundled
// by the remote that imports it, not part of every first load.
export * from './push';
export * from './push.schema';
export * from './use-push-setting';
