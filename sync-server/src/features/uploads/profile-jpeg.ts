import {
  PROFILE_PHOTO_JPEG_QUALITY,
  PROFILE_PHOTO_SIZE_PX,
} from '@greenroom/shared-model/constants';

/** A profile photo as we keep it: a 400x400 JPEG, upright, without the original's metadata.
 * Throws when the bytes are not a decodable image. */
export async function toProfileJpeg(image: Buffer): Promise<Buffer> {
  // Loaded on first use, not at start (one of the slowest modules to load; ADR 027).
  const { default: sharp } = await import('sharp');
  return sharp(image, { failOn: 'truncated' })
    .rotate()
    .resize(PROFILE_PHOTO_SIZE_PX, PROFILE_PHOTO_SIZE_PX, { fit: 'cover' })
    .jpeg({ quality: Math.round(PROFILE_PHOTO_JPEG_QUALITY * 100), mozjpeg: true })
    .toBuffer();
}
