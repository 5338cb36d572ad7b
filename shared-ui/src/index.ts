// The public surface of shared-ui. A flat list so each package that adds a component appends one line.
// Not here: `shared-ui/dropdown-menu` (Radix menu + floating-ui, ~15 KB gzip). This barrel is one
// shared module loaded whole on every first load; the menu is imported where it opens, lazily.
export * from './tokens';
export * from './theme';
export * from './media-query';
export * from './icon';
export * from './visually-hidden';
export * from './spinner';
export * from './button';
export * from './icon-button';
export * from './dialog';
export * from './confirm-dialog';
export * from './bottom-sheet';
export * from './image';
export * from './avatar';
export * from './badge';
export * from './field';
export * from './image-file-picker';
export * from './text-field';
export * from './select';
export * from './checkbox';
export * from './tabs';
export * from './toast';
export * from './error-message';
export * from './remote-error-boundary';
export * from './empty-state';
export * from './card';
export * from './theme-toggle';
export * from './listing-card';
export * from './photo-gallery';
export * from './success-notice';
