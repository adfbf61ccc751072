// INTERFACE PLACEHOLDER (replaced by the uploads work of issue 9): sending files to the server.
import type { ProfilePhotoReply, UploadReply } from '@greenroom/shared-model/schemas/uploads';

export interface UploadProgress {
  /** Bytes the server has confirmed (or sent, for the plain POST). */
  sent: number;
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * Uploads a portfolio or post file: resumable (tus) above a few MB, POST /api/upload otherwise.
 * Resolves with the stored address and media kind; rejects with an Error whose message is the
 * server's text (e.g. for "Upload Error: Failed to upload file: {server text}").
 */
export async function uploadMedia(_file: File, _options?: UploadOptions): Promise<UploadReply> {
  throw new Error('uploadMedia: not built yet');
}

/** POST /api/profile-photo/simple-upload (field profilePhoto) with the cropped 400x400 JPEG. */
export async function uploadProfilePhoto(
  _jpeg: Blob,
  _options?: UploadOptions,
): Promise<ProfilePhotoReply> {
  throw new Error('uploadProfilePhoto: not built yet');
}
