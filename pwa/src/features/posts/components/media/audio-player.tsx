// A post's sound (spec part 2 §2 post card): the browser's own controls (keyboard and screen
// readers included) under the sound's waveform, drawn from the peaks the server measured at upload
// (ADR 046) with the part played in the accent colour; a press on the waveform seeks there.
import type { SoundInfo } from '@greenroom/shared-model/schemas/media';
import { type PointerEvent, useRef, useState } from 'react';
import { css } from '../../../../../styled-system/css';

/** The bars' path: one bar per peak, centred on the middle line, at least 2 units tall. */
function waveformPath(peaks: readonly number[], from = 0, to = peaks.length): string {
  let d = '';
  for (let i = from; i < to; i++) {
    const h = Math.max(2, peaks[i] ?? 0);
    d += `M${i + 0.5} ${50 - h / 2}v${h}`;
  }
  return d;
}

export function AudioPlayer({
  src,
  label,
  info,
}: {
  src: string;
  label: string;
  info: SoundInfo | null;
}) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [played, setPlayed] = useState(0);
  const peaks = info?.peaks ?? [];
  const count = peaks.length;
  const playedBars = Math.round(played * count);

  const seek = (e: PointerEvent<SVGSVGElement>) => {
    const audio = audioRef.current;
    const box = e.currentTarget.getBoundingClientRect();
    const duration = audio && Number.isFinite(audio.duration) ? audio.duration : info?.duration;
    if (!audio || !duration || box.width === 0) return;
    const fraction = Math.min(1, Math.max(0, (e.clientX - box.left) / box.width));
    audio.currentTime = fraction * duration;
    setPlayed(fraction);
  };

  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      {count > 0 ? (
        <svg
          viewBox={`0 0 ${count} 100`}
          preserveAspectRatio="none"
          aria-hidden="true"
          data-waveform=""
          className={waveform}
          onPointerDown={seek}
        >
          <path d={waveformPath(peaks, 0, playedBars)} className={css({ stroke: 'accent.text' })} />
          <path d={waveformPath(peaks, playedBars)} className={css({ stroke: 'fg.subtle' })} />
        </svg>
      ) : null}
      {/* biome-ignore lint/a11y/useMediaCaption: members' own uploads come without caption files. */}
      <audio
        ref={audioRef}
        src={src}
        controls
        preload="metadata"
        aria-label={label}
        className={css({ w: 'full' })}
        onTimeUpdate={(e) => {
          const audio = e.currentTarget;
          if (Number.isFinite(audio.duration) && audio.duration > 0) {
            setPlayed(audio.currentTime / audio.duration);
          }
        }}
      />
    </div>
  );
}

const waveform = css({
  display: 'block',
  w: 'full',
  h: '12',
  cursor: 'pointer',
  strokeWidth: '0.6',
  '& path': { vectorEffect: 'none' },
});
