// Names of stored media: 32 random hex characters and the extension of the sniffed type. Nothing
// a member sends ever becomes part of a name.
import { randomBytes } from 'node:crypto';
import { UPLOADS_PREFIX } from '@greenroom/shared-model/helpers/media-url';

/** The content type of each extension we store (the sniffed types, see sniff.ts). */
export const MEDIA_CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * An upload's key, or one of its renditions' (`<hex>.w<width>.webp`, ADR 044; a video's streaming
 * rendition `<hex>.v720.mp4`, ADR 046).
 */
const KEY = /^[0-9a-f]{32}(?:\.w[1-9][0-9]{1,3}|\.v720)?\.([a-z0-9]{2,5})$/;
const UPLOAD_KEY = /^([0-9a-f]{32})\.[a-z0-9]{2,5}$/;

export function newMediaKey(extension: string): string {
  if (!Object.hasOwn(MEDIA_CONTENT_TYPES, extension)) throw new Error(`no media type ${extension}`);
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

export function isMediaKey(key: string): boolean {
  const m = KEY.exec(key);
  return m !== null && Object.hasOwn(MEDIA_CONTENT_TYPES, m[1]!);
}

export function contentTypeOfKey(key: string): string {
  const ext = KEY.exec(key)?.[1] ?? '';
  return MEDIA_CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/** The key of `key`'s WebP rendition `width` wide (stored beside it, deleted with it). */
export function renditionKey(key: string, width: number): string {
  const hex = UPLOAD_KEY.exec(key)?.[1];
  if (!hex) throw new Error(`not an upload key: ${key}`);
  return `${hex}.w${width}.webp`;
}

/** The key of video `key`'s streaming rendition (H.264/AAC MP4, ADR 046). */
export function streamKey(key: string): string {
  const hex = UPLOAD_KEY.exec(key)?.[1];
  if (!hex) throw new Error(`not an upload key: ${key}`);
  return `${hex}.v720.mp4`;
}

/** The address a stored key is served at. */
export function mediaAddress(key: string): string {
  return `${UPLOADS_PREFIX}${key}`;
}
