export * from './theme-toggle';
