// A post's media (spec part 2 §2 post card), chosen by file extension: video in the custom
// player (its poster, length and streaming rendition from the server, ADR 046), audio with its
// waveform, a document link, otherwise an image up to 500px tall, its box reserved from its
// stored size and its rendition chosen for the screen (ADR 044), that hides itself when it fails
// to load (§8).

import { postMediaKind } from '@greenroom/shared-model/helpers/media-kind';
import { resolveMediaUrl } from '@greenroom/shared-model/helpers/media-url';
import type { MediaInfo } from '@greenroom/shared-model/schemas/media';
import { useState } from 'react';
import { css } from '../../../../../styled-system/css';
import { FileTextIcon } from '../../../../ui/media-icons';
import { ResponsiveImage } from '../../../../ui/responsive-image';
import { mediaFileName } from './media-file-name';
import { PlayableMedia } from './playable-media';

/** The width of a post's image: the card's content box (the feed column, less its padding). */
const POST_IMAGE_SIZES = '(min-width: 48rem) 38rem, calc(100vw - 4rem)';

type PostMediaProps = {
  url: string;
  info?: MediaInfo | null | undefined;
  label: string;
  /** The first image on screen (fetched at once, with high priority). */
  priority?: boolean;
  /** The viewer's own post (a video being processed says so). */
  mine?: boolean;
};

export function PostMedia({ url, info, label, priority = false, mine = false }: PostMediaProps) {
  const src = resolveMediaUrl(url);
  if (!src) return null;
  switch (postMediaKind(url)) {
    case 'video':
    case 'audio':
      return <PlayableMedia url={url} info={info} label={label} mine={mine} />;
    case 'document':
      return <DocumentLink href={src} name={mediaFileName(url)} />;
    default:
      return (
        <PostImage key={src} src={src} address={url} info={info} alt={label} priority={priority} />
      );
  }
}

function DocumentLink({ href, name }: { href: string; name: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={documentLink}>
      <FileTextIcon className={css({ flexShrink: '0', color: 'accent.text' })} />
      <span className={css({ minW: '0', overflowWrap: 'anywhere' })}>{name}</span>
      <span className={css({ srOnly: true })}> (opens in a new tab)</span>
    </a>
  );
}

function PostImage({
  alt,
  ...image
}: Omit<PostMediaProps, 'url' | 'label'> & { src: string; address: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <ResponsiveImage
      {...image}
      alt={alt}
      sizes={POST_IMAGE_SIZES}
      onError={() => setFailed(true)}
      className={postImage}
    />
  );
}

const postImage = css({
  display: 'block',
  w: 'full',
  h: 'auto',
  maxH: '500px',
  objectFit: 'contain',
  borderRadius: 'md',
  bg: 'bg.subtle',
});

const documentLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  maxW: 'full',
  minH: '10',
  px: '3',
  py: '2',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  bg: 'bg.subtle',
  color: 'fg.default',
  fontSize: 'sm',
  fontWeight: '500',
  textDecoration: 'none',
  _hover: { borderColor: 'border.strong', textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '2px' },
});
