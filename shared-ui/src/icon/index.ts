export * from './icon';
