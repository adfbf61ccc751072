// A video or a sound by its address, wherever media is shown (a post, a message): the video in the
// custom player with its poster, length and streaming rendition (ADR 046), the sound with its
// waveform. The caller has chosen it by the address's kind.
import { soundInfo, visualInfo } from '@greenroom/shared-model/helpers/media-info';
import { postMediaKind } from '@greenroom/shared-model/helpers/media-kind';
import { resolveMediaUrl } from '@greenroom/shared-model/helpers/media-url';
import { playbackUrl, posterUrl } from '@greenroom/shared-model/helpers/renditions';
import type { MediaInfo } from '@greenroom/shared-model/schemas/media';
import { AudioPlayer } from './audio-player';
import { VideoPlayer } from './video-player';

export interface PlayableMediaProps {
  url: string;
  info?: MediaInfo | null | undefined;
  label: string;
  /** The viewer's own upload (a video being processed says so). */
  mine: boolean;
}

export function PlayableMedia({ url, info, label, mine }: PlayableMediaProps) {
  const src = resolveMediaUrl(url);
  if (!src) return null;
  if (postMediaKind(url) === 'audio') {
    return <AudioPlayer key={src} src={src} label={label} info={soundInfo(info)} />;
  }
  const visual = visualInfo(info);
  const poster = posterUrl(url, visual);
  return (
    <VideoPlayer
      key={src}
      src={resolveMediaUrl(playbackUrl(url, visual)) ?? src}
      original={src}
      label={label}
      info={visual}
      poster={poster ? resolveMediaUrl(poster) : null}
      processing={mine && visual?.stream === 'processing'}
    />
  );
}
