// An image's renditions with sharp (ADR 044): its size as shown (EXIF orientation applied), its
// dominant colour, and WebP copies at the asked widths narrower than it (never upscaled). The
// image is decoded once, at the widest rendition, and the narrower ones are made from that.
import type { VisualInfo } from '@greenroom/shared-model/schemas/media';
import sharp from 'sharp';

/** Pixels sharp may decode (a 12,000 x 8,000 photo); beyond, the image is refused. */
const MAX_INPUT_PIXELS = 96_000_000;
/** Width decoded for the colour alone, when no rendition is made. */
const PLACEHOLDER_WIDTH = 32;
const WEBP_QUALITY = 72;

export interface RenderedImage {
  info: VisualInfo;
  files: { width: number; data: Buffer }[];
}

function hex(n: number): string {
  return Math.round(n).toString(16).padStart(2, '0');
}

export async function renderImage(
  source: Buffer,
  widths: readonly number[],
): Promise<RenderedImage> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  const meta = await sharp(source, options).metadata();
  const { width, height } = meta.autoOrient;
  // An animation's renditions would be its first frame: it is served as it is.
  const animated = (meta.pages ?? 1) > 1;
  const made = animated ? [] : widths.filter((w) => w < width).sort((a, b) => a - b);
  const decodeWidth = made.at(-1) ?? Math.min(width, PLACEHOLDER_WIDTH);
  const decoded = await sharp(source, options)
    .rotate()
    .resize({ width: decodeWidth })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = {
    raw: {
      width: decoded.info.width,
      height: decoded.info.height,
      channels: decoded.info.channels,
    },
  };
  const { dominant } = await sharp(decoded.data, raw).stats();
  const files: RenderedImage['files'] = [];
  for (const w of made) {
    const data = await sharp(decoded.data, raw)
      .resize({ width: w })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    files.push({ width: w, data });
  }
  return {
    info: {
      width,
      height,
      placeholder: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
      renditions: made,
    },
    files,
  };
}
