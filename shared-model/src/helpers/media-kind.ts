// Media kinds: by MIME type for uploads (spec part 2 §3), by file extension for post media
// (spec part 2 §2 post card).
import {
  ACCEPTED_EXTENSIONS,
  ACCEPTED_MIME_TYPES,
  ALL_ACCEPTED_MIME_TYPES,
  type UploadMediaKind,
} from '../catalogues';

function baseMime(mime: string | null | undefined): string {
  return (mime ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Whether POST /api/upload accepts this declared type (the server also sniffs content). */
export function isAcceptedUploadMime(mime: string | null | undefined): boolean {
  return ALL_ACCEPTED_MIME_TYPES.includes(baseMime(mime));
}

export function isAcceptedImageMime(mime: string | null | undefined): boolean {
  return (ACCEPTED_MIME_TYPES.image as readonly string[]).includes(baseMime(mime));
}

const EXTRA_EXTENSIONS: Record<string, UploadMediaKind> = {
  avif: 'image',
  svg: 'image',
  heic: 'image',
  m4v: 'video',
  ogv: 'video',
  mkv: 'video',
  ogg: 'audio',
  oga: 'audio',
  flac: 'audio',
  opus: 'audio',
  txt: 'document',
  rtf: 'document',
};

const KIND_BY_EXTENSION: ReadonlyMap<string, UploadMediaKind> = new Map<string, UploadMediaKind>([
  ...Object.entries(EXTRA_EXTENSIONS),
  ...(Object.entries(ACCEPTED_EXTENSIONS) as [UploadMediaKind, readonly string[]][]).flatMap(
    ([kind, exts]) => exts.map((e): [string, UploadMediaKind] => [e, kind]),
  ),
]);

/** The lower-case extension of a file name or address ('' when none); ignores ?query and #hash. */
export function fileExtension(nameOrUrl: string | null | undefined): string {
  const path = (nameOrUrl ?? '').split(/[?#]/)[0] ?? '';
  const last = path.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot > 0 || (dot === 0 && last.length > 1) ? last.slice(dot + 1).toLowerCase() : '';
}

/** The kind for a known extension, or null. */
export function mediaKindFromExtension(
  nameOrUrl: string | null | undefined,
): UploadMediaKind | null {
  return KIND_BY_EXTENSION.get(fileExtension(nameOrUrl)) ?? null;
}

/**
 * How a post card shows its media, chosen by file extension: video, audio, document, otherwise
 * image. Proxied legacy addresses (`/api/s3-proxy/legacy?url=…`) are judged by the original.
 */
export function postMediaKind(url: string | null | undefined): UploadMediaKind {
  if (!url) return 'image';
  const direct = mediaKindFromExtension(url);
  if (direct) return direct;
  const original = /[?&]url=([^&#]+)/.exec(url)?.[1];
  if (original) {
    try {
      return mediaKindFromExtension(decodeURIComponent(original)) ?? 'image';
    } catch {
      return 'image';
    }
  }
  return 'image';
}
