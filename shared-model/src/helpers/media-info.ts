// Which kind of media info a row holds. Pure functions over the types only: screens that open
// with the app use them, and importing the zod schemas of schemas/media.ts would bring zod along.
import type { MediaInfo, SoundInfo, VisualInfo } from '../schemas/media';

/** The info of an image or a video (its size and poster), or null. */
export function visualInfo(info: MediaInfo | null | undefined): VisualInfo | null {
  return info && 'width' in info ? info : null;
}

/** The info of a sound (its waveform), or null. */
export function soundInfo(info: MediaInfo | null | undefined): SoundInfo | null {
  return info && 'peaks' in info ? info : null;
}
