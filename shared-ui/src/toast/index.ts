export * from './toast-store';
export * from './toaster';
