export * from './name-dialog';
