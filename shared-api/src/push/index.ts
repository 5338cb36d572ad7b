// `shared-api/push`: Web Push for the subscribe UI and the service worker (loaded on demand, not
// part of the first load): the subscription body, the public-key answer and the payload type.
export * from './push.schema';
export * from './push.payload';
