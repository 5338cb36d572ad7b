import { ApiError, NETWORK_ERROR, statusMessage } from 'shared-api';

export interface UploadOptions {
  /** Called with 0–1 as bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * The one signed-URL uploader of listing photos and profile pictures: `PUT {upload URL}`
 * with the raw bytes and their content type. XMLHttpRequest rather than fetch because only it
 * reports upload progress. The URL carries its own signature: no token is sent.
 */
export function uploadToSignedUrl(
  url: string,
  body: Blob,
  opts: UploadOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    if (body.type) xhr.setRequestHeader('Content-Type', body.type);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        opts.onProgress?.(1);
        resolve();
      } else {
        reject(new ApiError(statusMessage(xhr.status), xhr.status));
      }
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR, 0));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    if (opts.signal) {
      if (opts.signal.aborted) {
        reject(new DOMException('Upload aborted', 'AbortError'));
        return;
      }
      opts.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}
