// Renditions of stored images (ADR 044): `/uploads/<hex>.<ext>` has its WebP renditions at
// `/uploads/<hex>.w<width>.webp`. The server makes them; the client picks one by `srcset`.
import type { MediaInfo } from '../schemas/media';
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
export function renditionSrcSet(address: string, info: MediaInfo | null | undefined) {
  if (!info || info.renditions.length === 0 || !renditionUrl(address, 1)) return undefined;
  const candidates = info.renditions.map((w) => `${renditionUrl(address, w)} ${w}w`);
  const widest = info.renditions[info.renditions.length - 1]!;
  if (info.width > widest) candidates.push(`${address} ${info.width}w`);
  return candidates.join(', ');
}
