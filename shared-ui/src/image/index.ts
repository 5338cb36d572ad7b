export * from './image-source';
