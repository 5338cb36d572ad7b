export * from './photo-gallery';
