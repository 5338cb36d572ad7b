// `shared-api/user-safety`: blocking and reporting people (mf-messaging's chat, mf-profile's
// 'Blocked people'). Its own entry, not `shared-api/trust`: that one is bundled into a listing's
// page, which must not grow by code only a chat uses. The zod schemas stay in the barrel (one zod on
// the page); their words and limits (no zod) come with this entry instead.
export * from '../trust/user-safety.text';
export * from './user-safety.queries';
