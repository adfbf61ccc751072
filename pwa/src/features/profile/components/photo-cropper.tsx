// The "Crop Your Photo" cropper (react-easy-crop), loaded only when the dialog opens.
import {
  PROFILE_PHOTO_ASPECT,
  PROFILE_PHOTO_INITIAL_CROP_PERCENT,
} from '@greenroom/shared-model/constants';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { css } from '../../../../styled-system/css';

const margin = (100 - PROFILE_PHOTO_INITIAL_CROP_PERCENT) / 2;
const MIN_ZOOM = 1;
const MAX_ZOOM = 3;
const zoomBar = css({
  position: 'absolute',
  insetX: '3',
  bottom: '2',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '1',
  borderRadius: 'md',
  bg: 'onStage.scrim',
  color: 'fg.inverse',
  fontSize: 'sm',
  '& input': { flex: '1' },
});

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
    <>
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
      {/* Zoom without a pinch or a wheel: keyboard and screen-reader users too. */}
      <label className={zoomBar}>
        Zoom
        <input
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))}
          className={css({ w: 'full', minH: '6' })}
        />
      </label>
    </>
  );
}
