// The "Crop Your Photo" cropper (react-easy-crop), loaded only when the dialog opens.
import {
  PROFILE_PHOTO_ASPECT,
  PROFILE_PHOTO_INITIAL_CROP_PERCENT,
} from '@greenroom/shared-model/constants';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';

const margin = (100 - PROFILE_PHOTO_INITIAL_CROP_PERCENT) / 2;

export default function PhotoCropper({
  src,
  onArea,
}: {
  src: string;
  onArea: (pixels: Area) => void;
}) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  return (
    <Cropper
      image={src}
      crop={crop}
      zoom={zoom}
      aspect={PROFILE_PHOTO_ASPECT}
      cropShape="round"
      showGrid={false}
      initialCroppedAreaPercentages={{
        x: margin,
        y: margin,
        width: PROFILE_PHOTO_INITIAL_CROP_PERCENT,
        height: PROFILE_PHOTO_INITIAL_CROP_PERCENT,
      }}
      onCropChange={setCrop}
      onZoomChange={setZoom}
      onCropComplete={(_, pixels) => onArea(pixels)}
    />
  );
}
