import type { AppConfig } from '../config/env';
import { localObjectStore, type LocalObjectStore } from './local-object-store';
import type { ObjectStore } from './object-store';
import { s3ObjectStore } from './s3-object-store';
import { readOrCreateSecret, signedLinks } from './signed-links';

/** The configured object store: S3-compatible storage, or files under DATA_DIR served by the API. */
export function defaultStore(config: AppConfig): ObjectStore {
  if (config.storage.kind === 's3') {
    const uploads = signedLinks({
      secret: config.storage.secret ?? readOrCreateSecret(config.dataDir),
      publicUrl: config.publicUrl,
      now: Date.now,
    });
    return s3ObjectStore(config.storage, uploads);
  }
  return localObjectStore({
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    secret: config.storage.secret,
  });
}

/** The local store also serves its files (signed download links); S3 serves its own. */
export const isLocal = (store: ObjectStore): store is LocalObjectStore =>
  'verify' in store && 'filePath' in store;
