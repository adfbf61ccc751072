// What the server knows of a stored image (issue #36, ADR 044): its size, a placeholder colour
// shown until it arrives, and the widths of the WebP renditions stored beside it.
import { z } from 'zod';

export const MediaInfo = z.object({
  /** The image as shown (EXIF orientation applied), in pixels. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Its dominant colour, `#rrggbb`. */
  placeholder: z.string().regex(/^#[0-9a-f]{6}$/),
  /** Widths of the renditions made, ascending; none wider than the image. */
  renditions: z.array(z.number().int().positive()).max(8),
});
export type MediaInfo = z.infer<typeof MediaInfo>;

/** A media column's info: null when the server has none (not an image of ours, or not rendered yet). */
export const MediaInfoField = MediaInfo.nullable().optional();
