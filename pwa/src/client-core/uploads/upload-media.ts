// Sending files to the server with byte progress (XMLHttpRequest: fetch reports no upload
// progress). Failures reject with an Error carrying the server's message.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { PROFILE_PHOTO_FIELD, UPLOAD_FIELD } from '@greenroom/shared-model/constants';
import type { ProfilePhotoReply, UploadReply } from '@greenroom/shared-model/schemas/uploads';
import { UPLOAD_TEXTS } from '@greenroom/shared-model/texts';

export interface UploadProgress {
  /** Bytes sent so far. */
  sent: number;
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** An upload the server refused (status and its message) or that never reached it (status 0). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * A request can hang without an error (one started just as the network came back never reached
 * the server). One that stops moving is given up with status 0, like a network failure: the queue
 * of files chosen offline tries it again, a dialog says so. While the body is sent, each progress
 * event restarts the wait; once it is sent, the server has longer (it makes a photo's renditions
 * before it answers).
 */
export const UPLOAD_STALL_MS = { sending: 15_000, answering: 45_000 } as const;

function send<T>(
  path: string,
  field: string,
  file: Blob,
  name: string,
  options: UploadOptions,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let stalled = false;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const wait = (ms: number) => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, ms);
    };
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      wait(UPLOAD_STALL_MS.sending);
      options.onProgress?.({ sent: e.loaded, total: e.total || file.size });
    };
    xhr.upload.onload = () => wait(UPLOAD_STALL_MS.answering);
    xhr.onloadend = () => clearTimeout(watchdog);
    xhr.onload = () => {
      const body = xhr.response as (T & { message?: string }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body) resolve(body);
      else
        reject(
          new UploadError(body?.message || xhr.statusText || `HTTP ${xhr.status}`, xhr.status),
        );
    };
    xhr.onerror = () => reject(new UploadError(UPLOAD_TEXTS.unreachable, 0));
    xhr.onabort = () =>
      reject(
        stalled
          ? new UploadError(UPLOAD_TEXTS.stalled, 0)
          : new DOMException('Upload cancelled', 'AbortError'),
      );
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(field, file, name);
    wait(UPLOAD_STALL_MS.sending);
    xhr.send(form);
  });
}

/** Above this, files go through the resumable protocol (a dropped connection resumes). */
const RESUMABLE_ABOVE_BYTES = 5 * 1024 * 1024;
const TUS_ENDPOINT = '/api/upload/tus';
const TUS_CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * A portfolio or post file: resumable (tus) above RESUMABLE_ABOVE_BYTES — after a dropped
 * connection, or a reload that picks the same file again, it goes on from the last byte the
 * server confirmed — POST /api/upload otherwise. Resolves with the stored address and kind.
 */
export function uploadMedia(file: File, options: UploadOptions = {}): Promise<UploadReply> {
  if (file.size > RESUMABLE_ABOVE_BYTES) return uploadResumable(file, options);
  return send<UploadReply>(apiPaths.upload, UPLOAD_FIELD, file, file.name, options);
}

async function uploadResumable(file: File, options: UploadOptions): Promise<UploadReply> {
  const { Upload } = await import('tus-js-client');
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: TUS_ENDPOINT,
      chunkSize: TUS_CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10_000, 20_000, 30_000],
      removeFingerprintOnSuccess: true,
      metadata: { filename: file.name, filetype: file.type },
      onProgress: (sent, total) => options.onProgress?.({ sent, total }),
      onSuccess: ({ lastResponse }) => {
        try {
          resolve(JSON.parse(lastResponse.getBody()) as UploadReply);
        } catch {
          reject(new UploadError(UPLOAD_TEXTS.invalidResponse, lastResponse.getStatus()));
        }
      },
      onError: (error) => {
        const response = (
          error as { originalResponse?: { getStatus(): number; getBody(): string } }
        ).originalResponse;
        let message = error.message;
        try {
          message =
            (JSON.parse(response?.getBody() ?? '') as { message?: string }).message ?? message;
        } catch {
          // not JSON: keep the library's message
        }
        reject(new UploadError(message, response?.getStatus() ?? 0));
      },
      // Never retry what the server refused for good (type, size, ownership).
      onShouldRetry: (error) => {
        const status =
          (error as { originalResponse?: { getStatus(): number } }).originalResponse?.getStatus() ??
          0;
        return status === 0 || status === 409 || status === 423 || status >= 500;
      },
    });
    options.signal?.addEventListener(
      'abort',
      () => {
        void upload.abort();
        reject(new DOMException('Upload cancelled', 'AbortError'));
      },
      { once: true },
    );
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
}

/** POST /api/profile-photo/simple-upload (field profilePhoto) with the cropped 400x400 JPEG. */
export function uploadProfilePhoto(
  jpeg: Blob,
  options: UploadOptions = {},
): Promise<ProfilePhotoReply> {
  return send<ProfilePhotoReply>(
    apiPaths.profilePhoto.upload,
    PROFILE_PHOTO_FIELD,
    jpeg,
    'profile.jpg',
    options,
  );
}
