export * from './by-screen';
export * from './screen-known';
export * from './use-media-query';
