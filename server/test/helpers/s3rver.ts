import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const S3_BUCKET = 'sublease-test';
/** s3rver checks signatures against this fixed key pair (any S3 client must sign for real). */
export const S3RVER_KEY = 'S3RVER';

export interface LocalS3 {
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * s3rver (an S3-protocol server on disk) in this process on a free loopback port, with one bucket,
 * and the environment that points the API's `STORAGE=s3` at it as it would at AWS, R2 or MinIO.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'sublease-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      STORAGE: 's3',
      S3_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
      STORAGE_SECRET: 'a-shared-storage-secret-of-at-least-32-chars',
    },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
