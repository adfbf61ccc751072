// Sending files to the server with byte progress (XMLHttpRequest: fetch reports no upload
// progress). Failures reject with an Error carrying the server's message.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { PROFILE_PHOTO_FIELD, UPLOAD_FIELD } from '@greenroom/shared-model/constants';
import type { ProfilePhotoReply, UploadReply } from '@greenroom/shared-model/schemas/uploads';

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

function send<T>(
  path: string,
  field: string,
  file: Blob,
  name: string,
  options: UploadOptions,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) =>
      options.onProgress?.({ sent: e.loaded, total: e.total || file.size });
    xhr.onload = () => {
      const body = xhr.response as (T & { message?: string }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body) resolve(body);
      else
        reject(
          new UploadError(body?.message || xhr.statusText || `HTTP ${xhr.status}`, xhr.status),
        );
    };
    xhr.onerror = () => reject(new UploadError('Unable to reach the server', 0));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(field, file, name);
    xhr.send(form);
  });
}

/** POST /api/upload (field "file"): the stored address and media kind. */
export function uploadMedia(file: File, options: UploadOptions = {}): Promise<UploadReply> {
  return send<UploadReply>(apiPaths.upload, UPLOAD_FIELD, file, file.name, options);
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
