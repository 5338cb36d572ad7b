export * from './success-notice';
