// What the server knows of a stored image, video or sound (issue #36, ADR 044 and 046): an
// image's size, a placeholder colour shown until it arrives and the widths of the WebP renditions
// stored beside it; a video has the same of its poster frame, with its length and its streaming
// rendition's state; a sound has its length and the peaks of its waveform.
import { z } from 'zod';

/** A video's streaming rendition (`<hex>.v720.mp4`): being made, made, or could not be made. */
const STREAM_STATES = ['processing', 'ready', 'failed'] as const;

/** Peaks of a sound's waveform (0–100 each, evenly spaced over its length). */
export const WAVEFORM_PEAKS = 160;

export const VisualInfo = z.object({
  /** The image (a video's frame) as shown (orientation applied), in pixels. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Its dominant colour, `#rrggbb`. */
  placeholder: z.string().regex(/^#[0-9a-f]{6}$/),
  /** Widths of the renditions made (a video's: of its poster), ascending. */
  renditions: z.array(z.number().int().positive()).max(8),
  /** A video's length in seconds. */
  duration: z.number().nonnegative().optional(),
  /** A video's streaming rendition. */
  stream: z.enum(STREAM_STATES).optional(),
});
export type VisualInfo = z.infer<typeof VisualInfo>;

export const SoundInfo = z.object({
  /** Its length in seconds. */
  duration: z.number().nonnegative(),
  peaks: z.array(z.number().int().min(0).max(100)).max(WAVEFORM_PEAKS),
});
export type SoundInfo = z.infer<typeof SoundInfo>;

export const MediaInfo = z.union([VisualInfo, SoundInfo]);
export type MediaInfo = z.infer<typeof MediaInfo>;

/** A media column's info: null when the server has none (not an upload of ours, or not made yet). */
export const MediaInfoField = MediaInfo.nullable().optional();
