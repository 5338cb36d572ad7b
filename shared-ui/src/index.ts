// The public surface of shared-ui. A flat list so each package that adds a component appends one line.
// Not here, each imported where it is used (lazily where it opens): `shared-ui/dropdown-menu` (Radix
// menu + floating-ui, ~15 KB gzip), `shared-ui/tabs` (Radix tabs, roving focus) and
// `shared-ui/photo-gallery` (the full-screen gallery). This barrel is one shared module loaded whole
// on every first load: what only one screen uses stays out of it.
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
export * from './toast';
export * from './error-message';
export * from './remote-error-boundary';
export * from './empty-state';
export * from './card';
export * from './theme-toggle';
export * from './listing-card';
export * from './success-notice';
export * from './lib/money';
