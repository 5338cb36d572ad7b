// `shared-api/mocks`: browser-safe test and Storybook helpers (no msw/node here; that is `./node`).
export * from './factories';
export * from './session';
export * from './db';
export * from './test-query-client';
export * from './handlers/auth';
export * from './handlers/index';
export * from './handlers/listings';
export * from './handlers/saved';
export * from './handlers/messaging';
export * from './handlers/user';
export * from './handlers/contact';
export * from './handlers/push';
export * from './push-platform';
export * from './handlers/create';
export * from './story';
export * from './handlers/reports';
export * from './handlers/saved-searches';
