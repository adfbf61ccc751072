// Client-side checks before an upload (the server checks again, by content).
import { PROFILE_PHOTO_MAX_BYTES, UPLOAD_MAX_BYTES } from '../constants';
import { PHOTO_TEXTS, SERVER_TEXTS, type ToastText, UPLOAD_TEXTS } from '../texts';
import { isAcceptedImageMime, isAcceptedUploadMime, mediaKindFromExtension } from './media-kind';

export interface FileFacts {
  readonly size: number;
  readonly type: string;
  readonly name?: string;
}

/** Media for posts and portfolio: under 500 MB, an accepted type (by MIME, else by extension). */
export function checkUploadFile(file: FileFacts): ToastText | null {
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_TEXTS.tooLarge;
  const accepted =
    isAcceptedUploadMime(file.type) ||
    (file.type === '' && mediaKindFromExtension(file.name) !== null);
  return accepted
    ? null
    : { title: UPLOAD_TEXTS.failed.title, description: SERVER_TEXTS.unsupportedFileType };
}

/** Profile photos: an image under 5 MB. */
export function checkProfilePhoto(file: FileFacts): ToastText | null {
  if (!file.type.toLowerCase().startsWith('image/') || !isAcceptedImageMime(file.type)) {
    return { title: PHOTO_TEXTS.invalidTypeTitle, description: PHOTO_TEXTS.invalidType };
  }
  if (file.size >= PROFILE_PHOTO_MAX_BYTES) {
    return { title: PHOTO_TEXTS.tooLargeTitle, description: PHOTO_TEXTS.tooLarge };
  }
  return null;
}

/** "12.34 MB" as shown in the add-media dialog. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
