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

const KEY = /^[0-9a-f]{32}\.([a-z0-9]{2,5})$/;

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

/** The address a stored key is served at. */
export function mediaAddress(key: string): string {
  return `${UPLOADS_PREFIX}${key}`;
}
