import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { LRUCache } from 'lru-cache';
import type { S3Config } from '../config/env';
import {
  DOWNLOAD_TTL_SECONDS,
  isValidKey,
  signingBucketStart,
  type ObjectStore,
} from './object-store';

/** A client for the configured bucket's endpoint (also used by backups: server/src/backup). */
export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        }
      : {}),
  });
}

/**
 * Any S3-compatible store. Downloads are presigned GETs, signed at the start of the hour so the
 * same link is handed out all hour (cacheable lists); S3 caps presigned links at 7 days.
 * Uploads do not go to the bucket: their links are the API's own (`uploads`), because the API
 * decodes, re-encodes and size-checks every image before it `put`s the sizes here. The original
 * bytes never reach the bucket, and a presigned PUT's missing size/type caps stop mattering.
 */
export function s3ObjectStore(
  config: S3Config,
  uploads: Pick<ObjectStore, 'uploadUrl' | 'verifyUpload'>,
): ObjectStore {
  const client = s3Client(config);
  const Bucket = config.bucket;
  // A link is the same all through its signing bucket, and presigning one costs the SDK's whole
  // middleware stack (about 0.3 ms; a listing's page hands out dozens): each is signed once per
  // bucket. Keyed by bucket and key, so the next hour signs afresh; bounded (about 0.5 KB each).
  const signed = new LRUCache<string, Promise<string>>({ max: 20_000 });
  return {
    uploadUrl: uploads.uploadUrl,
    verifyUpload: uploads.verifyUpload,
    downloadUrl(key) {
      const bucket = signingBucketStart();
      const cacheKey = `${bucket}:${key}`;
      let url = signed.get(cacheKey);
      if (!url) {
        url = getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), {
          expiresIn: DOWNLOAD_TTL_SECONDS,
          signingDate: new Date(bucket * 1000),
        });
        signed.set(cacheKey, url);
        // A failed signing is not kept: the next call tries again.
        url.catch(() => signed.delete(cacheKey));
      }
      return url;
    },
    keyFromUrl(raw) {
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        return null;
      }
      if (!url.searchParams.has('X-Amz-Signature')) return null;
      const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
      // Path-style URLs start with the bucket; virtual-host-style ones carry it in the host name.
      if (segments[0] === Bucket) segments.shift();
      else if (!url.hostname.startsWith(`${Bucket}.`)) return null;
      const key = segments.join('/');
      return isValidKey(key) ? key : null;
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
