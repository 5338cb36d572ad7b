export * from './theme';
export * from './use-theme';
