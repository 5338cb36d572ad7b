import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';

/**
 * The OpenAPI document of a freshly built app (SQLite in a temp folder, the local store, the
 * fixture geocoder): in-process, no network, the same with every run.
 */
export async function generateOpenApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sublease-openapi-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      GEOCODER: 'fixture',
      SEED: 'false',
      STORAGE_SECRET: 'openapi-document-generation-secret-0123456789',
    });
    const app = await buildApp({ config });
    try {
      await app.ready();
      return structuredClone(app.swagger()) as Record<string, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
