// The cropped square as the 400x400 JPEG (quality 0.9) the server expects (spec part 1 §5).
import {
  PROFILE_PHOTO_JPEG_QUALITY,
  PROFILE_PHOTO_SIZE_PX,
} from '@greenroom/shared-model/constants';

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image failed to load'));
    image.src = src;
  });
}

export async function croppedJpeg(src: string, area: PixelArea): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = PROFILE_PHOTO_SIZE_PX;
  canvas.height = PROFILE_PHOTO_SIZE_PX;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(
    image,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    PROFILE_PHOTO_SIZE_PX,
    PROFILE_PHOTO_SIZE_PX,
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('could not encode the photo'))),
      'image/jpeg',
      PROFILE_PHOTO_JPEG_QUALITY,
    ),
  );
}
