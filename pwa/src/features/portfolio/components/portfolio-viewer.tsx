import { Portal } from '@ark-ui/react/portal';
import { visualInfo } from '@greenroom/shared-model/helpers/media-info';
import { resolveMediaUrl } from '@greenroom/shared-model/helpers/media-url';
import { playbackUrl, posterUrl } from '@greenroom/shared-model/helpers/renditions';
import { parseVideoUrl, videoEmbedUrl } from '@greenroom/shared-model/helpers/video-url';
import type { PortfolioItem } from '@greenroom/shared-model/schemas/portfolio';
import { PORTFOLIO_TEXTS } from '@greenroom/shared-model/texts';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import * as Dialog from '../../../ui/dialog';
import { ResponsiveImage } from '../../../ui/responsive-image';
import { PortfolioLikeButton } from './portfolio-like-button';

/** The dialog's width (56rem at most) less its padding. */
const VIEWER_SIZES = '(min-width: 58rem) 52rem, calc(100vw - 3rem)';

const media = css({ w: 'full', maxH: '70dvh', borderRadius: 'md', bg: 'bg.media' });

/** The viewer (spec part 1 §2): images, videos, audio and YouTube or Vimeo players. */
export function PortfolioViewer({
  item,
  onClose,
}: {
  item: PortfolioItem | null;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={item !== null} onOpenChange={(d) => (d.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content className={css({ maxW: '56rem' })}>
            {item ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>{item.title}</Dialog.Title>
                  {item.description ? (
                    <Dialog.Description>{item.description}</Dialog.Description>
                  ) : null}
                </Dialog.Header>
                <Dialog.Body>
                  <ViewerMedia item={item} />
                  {item.tags.length > 0 ? (
                    <ul
                      aria-label="Tags"
                      className={css({
                        display: 'flex',
                        flexWrap: 'wrap',
                        gap: '2',
                        listStyle: 'none',
                      })}
                    >
                      {item.tags.map((tag) => (
                        <li key={tag}>
                          <Badge>{tag}</Badge>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </Dialog.Body>
                <Dialog.Footer className={css({ justifyContent: 'space-between' })}>
                  <PortfolioLikeButton item={item} />
                  <Dialog.CloseTrigger asChild>
                    <Button variant="outline">Close</Button>
                  </Dialog.CloseTrigger>
                </Dialog.Footer>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ViewerMedia({ item }: { item: PortfolioItem }) {
  const [audioFailed, setAudioFailed] = useState(false);
  if (item.mediaType === 'youtube' || item.mediaType === 'vimeo') {
    const ref = parseVideoUrl(item.mediaUrl);
    if (!ref) return null;
    return (
      <iframe
        title={item.title}
        src={videoEmbedUrl(ref)}
        className={css({ w: 'full', aspectRatio: '16 / 9', border: '0', borderRadius: 'md' })}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  const url = resolveMediaUrl(item.mediaUrl);
  if (!url) return null;
  if (item.mediaType === 'image') {
    return (
      <ResponsiveImage
        src={url}
        address={item.mediaUrl}
        info={item.mediaInfo}
        alt={item.title}
        sizes={VIEWER_SIZES}
        priority
        className={css({ w: 'full', h: 'auto', maxH: '70dvh', objectFit: 'contain' })}
      />
    );
  }
  if (item.mediaType === 'video') {
    // The streaming rendition once made, with the poster until it plays (ADR 046).
    const video = visualInfo(item.mediaInfo);
    const poster = posterUrl(item.mediaUrl, video, 1280);
    return (
      // biome-ignore lint/a11y/useMediaCaption: members' own uploads come without caption files.
      <video
        src={resolveMediaUrl(playbackUrl(item.mediaUrl, video)) ?? url}
        poster={poster ? (resolveMediaUrl(poster) ?? undefined) : undefined}
        width={video?.width}
        height={video?.height}
        controls
        className={media}
      />
    );
  }
  if (item.mediaType === 'audio') {
    return audioFailed ? (
      <p role="alert">{PORTFOLIO_TEXTS.audioFailed}</p>
    ) : (
      // biome-ignore lint/a11y/useMediaCaption: members' own uploads come without caption files.
      <audio
        src={url}
        controls
        onError={() => setAudioFailed(true)}
        className={css({ w: 'full' })}
      />
    );
  }
  return null;
}
