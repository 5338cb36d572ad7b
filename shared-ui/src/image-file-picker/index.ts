export * from './image-file-picker';
