// Renditions of stored images (ADR 044): `/uploads/<hex>.<ext>` has its WebP renditions at
// `/uploads/<hex>.w<width>.webp`. The server makes them; the client picks one by `srcset`.
import type { MediaInfo } from '../schemas/media';
import { visualInfo } from './media-info';
import { UPLOADS_PREFIX } from './media-url';

/** Widths made of a photo of a post or a portfolio item (never wider than the photo). */
export const PHOTO_RENDITION_WIDTHS: readonly number[] = [320, 640, 1280];
/** Widths made of a profile photo (a 400x400 JPEG of ours). */
export const AVATAR_RENDITION_WIDTHS: readonly number[] = [96, 192];

const ORIGINAL = /^\/uploads\/([0-9a-f]{32})\.[a-z0-9]{2,5}$/;

/** The address of `address`'s rendition `width` wide, or null when it is not an upload of ours. */
function renditionUrl(address: string, width: number): string | null {
  const hex = ORIGINAL.exec(address)?.[1];
  return hex ? `${UPLOADS_PREFIX}${hex}.w${width}.webp` : null;
}

/**
 * `srcset` of an image with its renditions, the original last when it is wider than they are;
 * undefined when there are no renditions (the plain `src` is all there is).
 */
export function renditionSrcSet(address: string, media: MediaInfo | null | undefined) {
  const info = visualInfo(media);
  if (!info || info.renditions.length === 0 || !renditionUrl(address, 1)) return undefined;
  const candidates = info.renditions.map((w) => `${renditionUrl(address, w)} ${w}w`);
  const widest = info.renditions[info.renditions.length - 1]!;
  // A video's renditions are its poster's: the video itself is no candidate.
  if (info.width > widest && info.duration === undefined) {
    candidates.push(`${address} ${info.width}w`);
  }
  return candidates.join(', ');
}

/** A video's poster (its rendition closest above `width`), or null when it has none. */
export function posterUrl(address: string, media: MediaInfo | null | undefined, width = 640) {
  const info = visualInfo(media);
  if (!info || info.renditions.length === 0) return null;
  const pick = info.renditions.find((w) => w >= width) ?? info.renditions.at(-1)!;
  return renditionUrl(address, pick);
}

/**
 * The address a video plays from: its streaming rendition (`<hex>.v720.mp4`, at most 720 px on
 * its short side, ADR 046) once made, else the original.
 */
export function playbackUrl(address: string, media: MediaInfo | null | undefined): string {
  const hex = ORIGINAL.exec(address)?.[1];
  return hex && visualInfo(media)?.stream === 'ready'
    ? `${UPLOADS_PREFIX}${hex}.v720.mp4`
    : address;
}
