export * from './avatar';
export * from './initials';
