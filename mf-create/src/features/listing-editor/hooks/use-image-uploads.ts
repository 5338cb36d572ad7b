import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from 'shared-api';
import { uploadToSignedUrl } from 'shared-api/listing-write';

export type UploadStatus = 'uploading' | 'done' | 'failed';
export interface UploadState {
  status: UploadStatus;
  /** 0–1. */
  progress: number;
}
/** One photo's bytes and where they go: kept so a failed upload can be retried as it was. */
export interface UploadJob {
  key: string;
  url: string;
  blob: Blob;
}

// Three at a time: enough to fill a home connection, few enough that each bar moves visibly.
const CONCURRENCY = 3;

/**
 * The PUT of each photo to its signed upload URL, with a progress value per photo and a retry of
 * the failed ones. The listing is already saved when uploads start, so a failure never sends the
 * form again: only the bytes are re-sent, to the same URL.
 */
export function useImageUploads() {
  const [states, setStates] = useState<Record<string, UploadState>>({});
  // The same states, readable synchronously by the async upload loop (React state is a snapshot).
  const current = useRef<Record<string, UploadState>>({});
  const jobs = useRef(new Map<string, UploadJob>());
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    return () => controller.abort();
  }, []);

  const set = useCallback((key: string, state: UploadState) => {
    current.current = { ...current.current, [key]: state };
    setStates(current.current);
  }, []);

  const runOne = useCallback(
    async (job: UploadJob) => {
      set(job.key, { status: 'uploading', progress: 0 });
      const signal = abort.current?.signal;
      try {
        await uploadToSignedUrl(job.url, job.blob, {
          signal,
          onProgress: (progress) => set(job.key, { status: 'uploading', progress }),
        });
        set(job.key, { status: 'done', progress: 1 });
      } catch (error) {
        if (signal?.aborted) return;
        // One upload per link (docs/decisions/0013-signed-links-uploads-image-pipeline.md): a 409
        // on a retry means an earlier attempt got
        // through (its answer was lost) or is still being stored, so the photo is there.
        if (error instanceof ApiError && error.status === 409) {
          set(job.key, { status: 'done', progress: 1 });
          return;
        }
        console.warn('Image upload failed', error);
        set(job.key, { status: 'failed', progress: 0 });
      }
    },
    [set],
  );

  const run = useCallback(
    async (list: readonly UploadJob[]) => {
      for (const job of list) {
        jobs.current.set(job.key, job);
        set(job.key, { status: 'uploading', progress: 0 });
      }
      const queue = [...list];
      const worker = async () => {
        for (let job = queue.shift(); job; job = queue.shift()) await runOne(job);
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, list.length) }, worker));
      return [...jobs.current.keys()].every((key) => current.current[key]?.status === 'done');
    },
    [runOne, set],
  );

  /** Uploads every job; resolves to true when every photo of this submit is stored. */
  const runAll = useCallback(
    (list: readonly UploadJob[]) => {
      jobs.current.clear();
      return run(list);
    },
    [run],
  );

  /** Re-sends the failed uploads (or only `key`); resolves to true when every photo is stored. */
  const retry = useCallback(
    (key?: string) =>
      run(
        [...jobs.current.values()].filter(
          (job) =>
            (key === undefined || job.key === key) && current.current[job.key]?.status === 'failed',
        ),
      ),
    [run],
  );

  return { states, runAll, retry };
}
