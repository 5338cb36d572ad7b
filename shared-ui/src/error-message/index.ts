export * from './error-message';
