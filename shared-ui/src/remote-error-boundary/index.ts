export * from './remote-error-boundary';
