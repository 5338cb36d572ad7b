// What the server's benchmarks share: the API on a throw-away SQLite data dir, and where results go.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadConfig } from '../src/config/env';
import { testVerifier } from '../test/helpers/test-verifier';

/** The API with an empty database in a temp dir (`cleanup` removes it); no seed, fixture geocoder. */
export async function benchApp(
  prefix: string,
  env: Record<string, string> = {},
  options: Partial<Omit<BuildAppOptions, 'config'>> = {},
): Promise<{ app: FastifyInstance; cleanup: () => void }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    GEOCODER: 'fixture',
    SEED: 'false',
    ...env,
  });
  // No Firebase in a benchmark: the test verifier stands in, behind the same token cache.
  const app = await buildApp({ config, verifier: testVerifier(), ...options });
  return { app, cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

/** Writes `bench-results/{file}` at the repository root, stamped with the date. */
export function writeResults(file: string, data: object) {
  const outDir = path.resolve(import.meta.dirname, '../../bench-results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, file),
    `${JSON.stringify({ date: new Date().toISOString(), ...data }, null, 2)}\n`,
  );
}
