// The public surface of shared-api for the apps. Append one export line per module; keep it grouped
// by area. The server imports `shared-api/schemas` instead (no React there).
export * from './schemas';
export * from './client';
export * from './session/session.store';
