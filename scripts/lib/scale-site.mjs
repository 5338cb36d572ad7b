// Where `pnpm start --scale N` keeps its data, for the tools that work on that site from outside
// (pnpm backup / pnpm restore): its PostgreSQL cluster and s3rver bucket under DATA_DIR, on ports
// moved by PORT_OFFSET. `pnpm start --scale` (lib/topology.mjs, lib/scaled-api.mjs) reads them here.
import { existsSync } from 'node:fs';
import path from 'node:path';

export const S3_BUCKET = 'sublease';

/**
 * The scaled-out site's PostgreSQL and s3rver ports for a PORT_OFFSET.
 * @param {number} offset
 */
export function scaleServicePorts(offset) {
  return { postgres: 5432 + offset, s3: 4568 + offset };
}

/**
 * True when DATA_DIR holds a --scale site's PostgreSQL cluster.
 * @param {string} dataDir
 */
export function hasScaleSite(dataDir) {
  return existsSync(path.join(dataDir, 'postgres', 'data', 'PG_VERSION'));
}

/**
 * True while that cluster's server runs (pg_ctl's pid file).
 * @param {string} dataDir
 */
export function scalePostgresRunning(dataDir) {
  return existsSync(path.join(dataDir, 'postgres', 'data', 'postmaster.pid'));
}

/**
 * The API's settings for the site's bucket on s3rver (its fixed key pair is checked for real).
 * @param {string} s3Origin
 */
export function scaleStorageEnv(s3Origin) {
  return {
    STORAGE: 's3',
    S3_BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: s3Origin,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/**
 * s3rver's command line for the site's bucket in DATA_DIR/s3.
 * @param {{ root: string, dataDir: string, port: number }} options
 */
export function s3rverArgs({ root, dataDir, port }) {
  return [
    path.join(root, 'server/node_modules/s3rver/bin/s3rver.js'),
    '--directory',
    path.join(dataDir, 's3'),
    '--address',
    '127.0.0.1',
    '--port',
    String(port),
    '--configure-bucket',
    S3_BUCKET,
    '--silent',
  ];
}
