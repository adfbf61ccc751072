// A message's attachment in the conversation (#33): a photo inline by its renditions with its box
// reserved (ADR 044), a video or a sound as in posts (`PlayableMedia`), any other file a download
// link with its name and size.
import { postMediaKind } from '@greenroom/shared-model/helpers/media-kind';
import { resolveMediaUrl } from '@greenroom/shared-model/helpers/media-url';
import { fileSizeText } from '@greenroom/shared-model/helpers/storage-use';
import type { MessageAttachment as Attachment } from '@greenroom/shared-model/schemas/messages';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { FileTextIcon } from '../../../ui/media-icons';
import { ResponsiveImage } from '../../../ui/responsive-image';
import { PlayableMedia } from '../../posts/components/media/playable-media';

/** A photo's width in a bubble: at most 20rem, less on a phone. */
const PHOTO_SIZES = '(min-width: 30rem) 20rem, 75vw';

export function MessageAttachment({
  attachment,
  mine,
}: {
  attachment: Attachment;
  /** The viewer sent it (a video being processed says so). */
  mine: boolean;
}) {
  const { url, name, info } = attachment;
  const src = resolveMediaUrl(url);
  if (!src) return null;
  switch (postMediaKind(url)) {
    case 'image':
      return <Photo src={src} address={url} attachment={attachment} />;
    case 'video':
    case 'audio':
      return (
        <div className={media}>
          <PlayableMedia url={url} info={info} label={name} mine={mine} />
        </div>
      );
    default:
      return <FileLink href={src} attachment={attachment} />;
  }
}

function Photo({
  src,
  address,
  attachment,
}: {
  src: string;
  address: string;
  attachment: Attachment;
}) {
  const [failed, setFailed] = useState(false);
  if (failed) return <FileLink href={src} attachment={attachment} />;
  return (
    <a href={src} target="_blank" rel="noopener noreferrer" className={photoLink}>
      <ResponsiveImage
        src={src}
        address={address}
        info={attachment.info}
        alt={attachment.name}
        sizes={PHOTO_SIZES}
        onError={() => setFailed(true)}
        className={photo}
      />
    </a>
  );
}

function FileLink({ href, attachment }: { href: string; attachment: Attachment }) {
  return (
    <a href={href} download={attachment.name} className={fileLink}>
      <FileTextIcon className={css({ flexShrink: '0', color: 'accent.text' })} />
      <span className={css({ minW: '0', overflowWrap: 'anywhere' })}>{attachment.name}</span>
      <span className={css({ color: 'fg.muted', whiteSpace: 'nowrap' })}>
        {fileSizeText(attachment.size)}
      </span>
    </a>
  );
}

const media = css({ w: '20rem', maxW: 'full' });

const photoLink = css({
  display: 'block',
  maxW: 'min(20rem, 100%)',
  borderRadius: 'lg',
  overflow: 'hidden',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '2px' },
});

const photo = css({
  display: 'block',
  w: 'full',
  h: 'auto',
  maxH: '24rem',
  objectFit: 'cover',
  bg: 'bg.subtle',
});

const fileLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  maxW: 'full',
  minH: '11',
  px: '3',
  py: '2',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.surface',
  color: 'fg.default',
  fontSize: 'sm',
  fontWeight: '500',
  textDecoration: 'none',
  _hover: { borderColor: 'border.strong', textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '2px' },
});
