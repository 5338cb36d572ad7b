// `shared-api/messages`: the chat's reads and writes (mf-messaging alone), bundled by the remote that
// imports it instead of every page's first load. Its files take the page's one client, session and
// outbox through the package name (`shared-api`), never a copy (see saved-searches/index.ts).
export * from './message.queries';
export * from './message.mutations';
export * from './chat-safety';
