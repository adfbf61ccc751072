// An uploaded image with its renditions (ADR 044): `srcset`/`sizes` so a phone fetches a phone's
// width, `width`/`height` from the stored size so its box is reserved before it arrives (no
// layout shift), the dominant colour until then, lazy unless it is the first thing on screen.

import { visualInfo } from '@greenroom/shared-model/helpers/media-info';
import { renditionSrcSet } from '@greenroom/shared-model/helpers/renditions';
import type { MediaInfo } from '@greenroom/shared-model/schemas/media';
import { type CSSProperties, useState } from 'react';

type ResponsiveImageProps = {
  /** The address to load (resolved), and the stored one its renditions are named after. */
  src: string;
  address: string;
  info?: MediaInfo | null | undefined;
  alt: string;
  /** The CSS width it is shown at, as `sizes` (e.g. `(min-width: 48rem) 36rem, 100vw`). */
  sizes: string;
  /** The first image on screen: fetched at once, with high priority. */
  priority?: boolean;
  className?: string;
  onError?: () => void;
};

export function ResponsiveImage({
  src,
  address,
  info: media,
  alt,
  sizes,
  priority = false,
  className,
  onError,
}: ResponsiveImageProps) {
  const [loaded, setLoaded] = useState(false);
  const info = visualInfo(media);
  const srcSet = renditionSrcSet(address, info);
  // The stored ratio, not the loaded rendition's (rounded to whole pixels): the box never moves.
  const style: CSSProperties | undefined = info
    ? {
        aspectRatio: `${info.width} / ${info.height}`,
        ...(loaded ? {} : { backgroundColor: info.placeholder }),
      }
    : undefined;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={info?.width}
      height={info?.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onLoad={() => setLoaded(true)}
      onError={onError}
      className={className}
      style={style}
      data-placeholder={info && !loaded ? '' : undefined}
    />
  );
}
