// A post's media (spec part 2 §2 post card), chosen by file extension: video in the custom
// player, audio, a document link, otherwise an image up to 500px tall that hides itself when it
// fails to load (§8).
import { postMediaKind } from '@greenroom/shared-model/helpers/media-kind';
import { resolveMediaUrl } from '@greenroom/shared-model/helpers/media-url';
import { useState } from 'react';
import { css } from '../../../../../styled-system/css';
import { FileTextIcon } from '../../../../ui/media-icons';
import { mediaFileName } from './media-file-name';
import { VideoPlayer } from './video-player';

export function PostMedia({ url, label }: { url: string; label: string }) {
  const src = resolveMediaUrl(url);
  if (!src) return null;
  switch (postMediaKind(url)) {
    case 'video':
      return <VideoPlayer key={src} src={src} label={label} />;
    case 'audio':
      return (
        // biome-ignore lint/a11y/useMediaCaption: members' own uploads come without caption files.
        <audio
          src={src}
          controls
          preload="metadata"
          aria-label={label}
          className={css({ w: 'full' })}
        />
      );
    case 'document':
      return <DocumentLink href={src} name={mediaFileName(url)} />;
    default:
      return <PostImage key={src} src={src} alt={label} />;
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

function PostImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={css({
        display: 'block',
        w: 'full',
        maxH: '500px',
        objectFit: 'contain',
        borderRadius: 'md',
        bg: 'bg.subtle',
      })}
    />
  );
}

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
