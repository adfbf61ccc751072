import { visualInfo } from '@greenroom/shared-model/helpers/media-info';
import { resolveMediaUrl } from '@greenroom/shared-model/helpers/media-url';
import { posterUrl } from '@greenroom/shared-model/helpers/renditions';
import { parseVideoUrl, videoThumbnailCandidates } from '@greenroom/shared-model/helpers/video-url';
import type { PortfolioItem } from '@greenroom/shared-model/schemas/portfolio';
import { PORTFOLIO_TEXTS } from '@greenroom/shared-model/texts';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { ResponsiveImage } from '../../../ui/responsive-image';
import { formatVideoTime } from '../../posts/components/media/video-time';

/** A tile of the portfolio grid: one, two (md) or three (lg) columns of the profile's width. */
const TILE_SIZES = '(min-width: 64rem) 22rem, (min-width: 48rem) 50vw, 100vw';

const KIND_LABELS: Record<PortfolioItem['mediaType'], string> = {
  image: 'Image',
  video: 'Video',
  audio: 'Audio',
  document: 'Document',
  youtube: 'YouTube video',
  vimeo: 'Vimeo video',
  other: 'File',
};

const frame = css({
  position: 'relative',
  aspectRatio: '16 / 9',
  bg: 'bg.muted',
  overflow: 'hidden',
  display: 'grid',
  placeItems: 'center',
  color: 'fg.muted',
  fontSize: 'sm',
  '& img, & video': { w: 'full', h: 'full', objectFit: 'cover' },
});

const lengthBadge = css({
  position: 'absolute',
  right: '2',
  bottom: '2',
  px: '1.5',
  py: '0.5',
  borderRadius: 'sm',
  bg: 'onStage.panel',
  color: 'fg.inverse',
  fontSize: 'xs',
  fontVariantNumeric: 'tabular-nums',
});

/**
 * The card's preview: the image, a video's poster with its length (ADR 046; its first frame when
 * the server has no poster), a YouTube thumbnail, or the kind.
 */
export function PortfolioPreview({ item }: { item: PortfolioItem }) {
  const url = resolveMediaUrl(item.mediaUrl);
  if (item.mediaType === 'image' && url) return <ImagePreview src={url} item={item} />;
  const video = visualInfo(item.mediaInfo);
  const poster = posterUrl(item.mediaUrl, video, 320);
  const posterSrc = poster ? resolveMediaUrl(poster) : null;
  if (item.mediaType === 'video' && video && posterSrc) {
    return (
      <div className={frame}>
        <ResponsiveImage
          src={posterSrc}
          address={item.mediaUrl}
          info={video}
          alt=""
          sizes={TILE_SIZES}
        />
        {video.duration !== undefined ? (
          <span className={lengthBadge} data-video-length="">
            {formatVideoTime(video.duration)}
          </span>
        ) : null}
      </div>
    );
  }
  if (item.mediaType === 'video' && url) {
    return (
      <div className={frame}>
        <video src={`${url}#t=0.1`} preload="metadata" muted tabIndex={-1} />
      </div>
    );
  }
  if (item.mediaType === 'youtube') {
    const ref = parseVideoUrl(item.mediaUrl);
    if (ref)
      return (
        <ThumbnailChain candidates={videoThumbnailCandidates(ref)} label={KIND_LABELS.youtube} />
      );
  }
  return <div className={frame}>{KIND_LABELS[item.mediaType]}</div>;
}

/** An image with the spec's fallback tile and Retry when it fails to load. */
function ImagePreview({ src, item }: { src: string; item: PortfolioItem }) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className={frame}>
        <div className={css({ display: 'grid', gap: '2', justifyItems: 'center' })}>
          <span>{PORTFOLIO_TEXTS.imageFailed}</span>
          <Button
            size="xs"
            variant="outline"
            onClick={(e) => {
              e.stopPropagation();
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {PORTFOLIO_TEXTS.retry}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={frame}>
      {attempt === 0 ? (
        <ResponsiveImage
          src={src}
          address={item.mediaUrl}
          info={item.mediaInfo}
          alt=""
          sizes={TILE_SIZES}
          onError={() => setFailed(true)}
        />
      ) : (
        <img
          key={attempt}
          src={`${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`}
          alt=""
          loading="lazy"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}

/** YouTube thumbnails tried in order (maxres, hq, mq, default); the kind when none loads. */
function ThumbnailChain({ candidates, label }: { candidates: string[]; label: string }) {
  const [index, setIndex] = useState(0);
  const src = candidates[index];
  return (
    <div className={frame}>
      {src ? <img src={src} alt="" loading="lazy" onError={() => setIndex((i) => i + 1)} /> : label}
    </div>
  );
}
