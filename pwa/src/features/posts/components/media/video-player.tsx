// The post card's custom video player (spec part 2 §2 "Custom video player", §9): play/pause,
// mute, volume, seek, the time, speeds 0.5–2 and fullscreen. While the video plays the controls
// hide VIDEO_CONTROLS_HIDE_MS after the last mouse movement; they stay while keyboard focus is in
// the player, while the speed menu is open and while paused. With the server's info (ADR 046) its
// box is reserved by the video's ratio, its poster and length show before any of it loads, it
// plays the streaming rendition once made (the original stays a link), and its author sees
// "Processing video…" until then.
import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Slider } from '@ark-ui/react/slider';
import { apiPaths } from '@greenroom/shared-model/api-paths';
import type { VisualInfo } from '@greenroom/shared-model/schemas/media';
import type { ProcessingReply } from '@greenroom/shared-model/schemas/uploads';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { css, cx } from '../../../../../styled-system/css';
import { menu } from '../../../../../styled-system/recipes';
import { useServerRead } from '../../../../sync/use-server-read';
import { CheckIcon } from '../../../../ui/icons';
import {
  GaugeIcon,
  MaximizeIcon,
  MinimizeIcon,
  PauseIcon,
  PlayIcon,
  VolumeIcon,
  VolumeOffIcon,
} from '../../../../ui/media-icons';
import {
  type ControlsState,
  canHideControls,
  controlsHideDelay,
  controlsShown,
  formatTimeDisplay,
  formatVideoTime,
  nearestSpeed,
  seekStep,
  seekValueText,
  speedLabel,
  VIDEO_SPEEDS,
} from './video-time';

/** Safari on iPhone has no element fullscreen, only the video's own. */
type WebkitVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // Unknown: treat as keyboard focus, which keeps the controls.
  }
}

type VideoPlayerProps = {
  /** What plays: the streaming rendition once made, else the original (resolved). */
  src: string;
  label: string;
  /** The uploaded file (resolved), linked when the rendition plays. */
  original?: string;
  /** Size, length and poster (resolved) from the server, when it has them. */
  info?: VisualInfo | null;
  poster?: string | null;
  /** The author's own video whose rendition is being made. */
  processing?: boolean;
};

export function VideoPlayer({
  src: wanted,
  label,
  original,
  info,
  poster,
  processing = false,
}: VideoPlayerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(1);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(info?.duration ?? Number.NaN);
  const [started, setStarted] = useState(false);
  // The rendition, once made, replaces the original only before it has started playing.
  const [src, setSrc] = useState(wanted);
  useEffect(() => {
    if (!started) setSrc(wanted);
  }, [wanted, started]);
  const [rate, setRate] = useState(1);
  const [fullscreen, setFullscreen] = useState(false);
  const [canFullscreen, setCanFullscreen] = useState(false);
  const [keyboardFocusWithin, setKeyboardFocusWithin] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [idle, setIdle] = useState(false);
  const [failed, setFailed] = useState(false);

  const state: ControlsState = { playing, keyboardFocusWithin, menuOpen };
  const stateRef = useRef(state);
  stateRef.current = state;
  const lastActivityRef = useRef(0);
  const hideTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Set while the player moves focus itself, so that focus is not taken for the keyboard's. */
  const movingFocusRef = useRef(false);

  const scheduleHide = useCallback(() => {
    clearTimeout(hideTimerRef.current);
    const delay = controlsHideDelay(stateRef.current, lastActivityRef.current, Date.now());
    if (delay === null) return;
    hideTimerRef.current = setTimeout(() => {
      if (!canHideControls(stateRef.current)) return;
      // A control clicked with the mouse keeps focus: hand it to the player, which still takes
      // Space and K, instead of leaving it on a hidden button.
      const active = document.activeElement;
      if (active && controlsRef.current?.contains(active)) {
        movingFocusRef.current = true;
        containerRef.current?.focus({ preventScroll: true });
        movingFocusRef.current = false;
      }
      setIdle(true);
    }, delay);
  }, []);

  /** Mouse movement or a key in the player: show the controls and restart the countdown. */
  const activity = useCallback(() => {
    lastActivityRef.current = Date.now();
    setIdle(false);
    scheduleHide();
  }, [scheduleHide]);

  const mayHide = canHideControls(state);
  useEffect(() => {
    if (mayHide) scheduleHide();
    else {
      clearTimeout(hideTimerRef.current);
      setIdle(false);
    }
  }, [mayHide, scheduleHide]);
  useEffect(() => () => clearTimeout(hideTimerRef.current), []);

  useEffect(() => {
    const video = videoRef.current as WebkitVideo | null;
    setCanFullscreen(
      Boolean(document.fullscreenEnabled || typeof video?.webkitEnterFullscreen === 'function'),
    );
    const onChange = () => setFullscreen(document.fullscreenElement === containerRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) {
      video.play().catch(() => setPlaying(false));
    } else {
      video.pause();
    }
  }, []);

  const toggleMute = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.muted || video.volume === 0) {
      if (video.volume === 0) video.volume = 0.5;
      video.muted = false;
    } else {
      video.muted = true;
    }
  };

  const changeVolume = (percent: number) => {
    const video = videoRef.current;
    if (!video) return;
    const next = Math.min(1, Math.max(0, percent / 100));
    video.volume = next;
    video.muted = percent === 0;
    // Now, not at the element's volumechange: a second key press must start from this value.
    setVolume(next);
    setMuted(percent === 0);
  };

  const seek = (seconds: number) => {
    const video = videoRef.current;
    if (!video || !Number.isFinite(seconds)) return;
    video.currentTime = seconds;
    setTime(seconds);
  };

  const changeRate = (next: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = next;
    video.playbackRate = next;
  };

  const toggleFullscreen = () => {
    const container = containerRef.current;
    const video = videoRef.current as WebkitVideo | null;
    if (!container || !video) return;
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
    } else if (document.fullscreenEnabled) {
      void container.requestFullscreen().catch(() => undefined);
    } else {
      video.webkitEnterFullscreen?.();
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    activity();
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target as HTMLElement;
    // Keys inside the speed menu are the menu's; a portalled node is not in the player.
    if (!e.currentTarget.contains(target) || target.closest('[role="menu"]')) return;
    const onPlayer = target === e.currentTarget || target === videoRef.current;
    if ((e.key === ' ' && onPlayer) || ((e.key === 'k' || e.key === 'K') && !e.repeat)) {
      if (e.key !== ' ' && !onPlayer && !target.closest('[data-video-control]')) return;
      e.preventDefault();
      togglePlay();
    }
  };

  if (failed) {
    return (
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        This video can't be played here.{' '}
        <a
          href={original ?? src}
          target="_blank"
          rel="noopener noreferrer"
          className={fallbackLink}
        >
          Open the video file
        </a>
      </p>
    );
  }

  const shown = controlsShown(state, idle);
  const finite = Number.isFinite(duration) && duration > 0;
  const steps = seekStep(duration);
  const volumePercent = muted ? 0 : Math.round(volume * 100);
  const silent = muted || volume === 0;
  const menuStyles = menu();

  const box = info ? { aspectRatio: `${info.width} / ${info.height}` } : undefined;
  const showLength = !started && info?.duration !== undefined;
  const rendition = original !== undefined && src !== original;

  return (
    <div>
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of controls, not a form part. */}
      <div
        ref={containerRef}
        role="group"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the player takes focus for Space and K.
        tabIndex={0}
        data-controls-hidden={shown ? undefined : ''}
        className={player}
        onMouseMove={activity}
        onPointerDown={activity}
        onKeyDown={onKeyDown}
        onFocus={(e) => {
          if (movingFocusRef.current) {
            setKeyboardFocusWithin(false);
            return;
          }
          setKeyboardFocusWithin(focusVisible(e.target));
        }}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) {
            setKeyboardFocusWithin(false);
          }
        }}
      >
        {/* biome-ignore lint/a11y/useMediaCaption: members' own uploads come without caption files. */}
        <video
          ref={videoRef}
          src={src}
          poster={poster ?? undefined}
          width={info?.width}
          height={info?.height}
          style={box}
          preload="metadata"
          playsInline
          className={videoClass}
          onClick={togglePlay}
          onPlay={() => {
            setPlaying(true);
            setStarted(true);
          }}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
          onDurationChange={(e) => {
            const next = e.currentTarget.duration;
            if (Number.isFinite(next) || !info?.duration) setDuration(next);
          }}
          onLoadedMetadata={(e) => {
            const video = e.currentTarget;
            if (Number.isFinite(video.duration)) setDuration(video.duration);
            // A new source resets the speed: keep the chosen one.
            video.playbackRate = rate;
          }}
          onVolumeChange={(e) => {
            setMuted(e.currentTarget.muted);
            setVolume(e.currentTarget.volume);
          }}
          onRateChange={(e) => setRate(nearestSpeed(e.currentTarget.playbackRate))}
          onError={() => setFailed(true)}
        />
        <div ref={controlsRef} className={controls} data-hidden={shown ? undefined : ''}>
          <Slider.Root
            className={sliderRoot}
            min={0}
            max={finite ? duration : 1}
            step={steps.step}
            largeStep={steps.largeStep}
            value={[finite ? Math.min(time, duration) : 0]}
            disabled={!finite}
            aria-label={['Seek']}
            getAriaValueText={({ value }) => seekValueText(value, duration)}
            onValueChange={(d) => seek(d.value[0] ?? 0)}
            thumbAlignment="center"
          >
            <SliderParts label="Seek" />
          </Slider.Root>
          <div className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
            <ControlButton label={playing ? 'Pause' : 'Play'} onClick={togglePlay}>
              {playing ? <PauseIcon /> : <PlayIcon />}
            </ControlButton>
            <ControlButton label={silent ? 'Unmute' : 'Mute'} onClick={toggleMute}>
              {silent ? <VolumeOffIcon /> : <VolumeIcon />}
            </ControlButton>
            <Slider.Root
              className={cx(sliderRoot, css({ w: '24', hideBelow: 'sm' }))}
              min={0}
              max={100}
              step={5}
              largeStep={20}
              value={[volumePercent]}
              aria-label={['Volume']}
              getAriaValueText={({ value }) => `${value}%`}
              onValueChange={(d) => changeVolume(d.value[0] ?? 0)}
              thumbAlignment="center"
            >
              <SliderParts label="Volume" />
            </Slider.Root>
            <span className={timeText}>{formatTimeDisplay(time, duration)}</span>
            <span className={css({ flex: '1' })} />
            <ArkMenu.Root
              positioning={{ placement: 'top-end', gutter: 8, strategy: 'fixed' }}
              onOpenChange={(d) => setMenuOpen(d.open)}
            >
              <ArkMenu.Trigger
                className={controlButton}
                aria-label="Playback speed"
                data-video-control=""
              >
                <GaugeIcon />
              </ArkMenu.Trigger>
              {/* In the player, not a portal: fullscreen shows only the player's own elements. */}
              <ArkMenu.Positioner className={menuStyles.positioner}>
                <ArkMenu.Content className={cx(menuStyles.content, css({ minW: '9rem' }))}>
                  <ArkMenu.RadioItemGroup
                    value={String(rate)}
                    onValueChange={(d) => changeRate(Number(d.value))}
                  >
                    <ArkMenu.ItemGroupLabel className={menuStyles.itemGroupLabel}>
                      Playback speed
                    </ArkMenu.ItemGroupLabel>
                    {VIDEO_SPEEDS.map((speed) => (
                      <ArkMenu.RadioItem
                        key={speed}
                        value={String(speed)}
                        className={menuStyles.item}
                      >
                        <ArkMenu.ItemText className={css({ flex: '1' })}>
                          {speedLabel(speed)}
                        </ArkMenu.ItemText>
                        <ArkMenu.ItemIndicator>
                          <CheckIcon />
                        </ArkMenu.ItemIndicator>
                      </ArkMenu.RadioItem>
                    ))}
                  </ArkMenu.RadioItemGroup>
                </ArkMenu.Content>
              </ArkMenu.Positioner>
            </ArkMenu.Root>
            {canFullscreen ? (
              <ControlButton
                label={fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
                onClick={toggleFullscreen}
              >
                {fullscreen ? <MinimizeIcon /> : <MaximizeIcon />}
              </ControlButton>
            ) : null}
          </div>
        </div>
        {showLength ? (
          <span className={lengthBadge} data-video-length="">
            {formatVideoTime(info.duration ?? 0)}
          </span>
        ) : null}
      </div>
      {processing || rendition ? (
        <p className={notes}>
          {processing && original ? <ProcessingNote original={original} /> : null}
          {rendition ? (
            <a href={original} download className={fallbackLink}>
              Download the original
            </a>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

/** How often the author's "Processing video…" asks how far the rendition is. */
const PROGRESS_POLL_MS = 3000;

/** One of the player's own controls (the bar hides while none has focus or the pointer). */
function ControlButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className={controlButton}
      aria-label={label}
      onClick={onClick}
      data-video-control=""
    >
      {children}
    </button>
  );
}

/** "Processing video… 40 %" for the author while the streaming rendition is made. */
function ProcessingNote({ original }: { original: string }) {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((n) => n + 1), PROGRESS_POLL_MS);
    return () => window.clearInterval(timer);
  }, []);
  const read = useServerRead<ProcessingReply>(apiPaths.storageProcessing, String(tick));
  const path = new URL(original, window.location.href).pathname;
  const progress = read.value?.videos.find((v) => v.url === path)?.progress;
  return (
    <span role="status">
      Processing video…{progress ? ` ${Math.round(progress * 100)} %` : ''} the original plays
      meanwhile.
    </span>
  );
}

const lengthBadge = css({
  position: 'absolute',
  top: '2',
  right: '2',
  px: '1.5',
  py: '0.5',
  borderRadius: 'sm',
  bg: 'onStage.panel',
  color: 'fg.inverse',
  fontSize: 'xs',
  lineHeight: 'normal',
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
});

const notes = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  mt: '1',
  fontSize: 'xs',
  color: 'fg.muted',
});

const focusRing = {
  outline: '2px solid',
  outlineColor: 'accent.onDark',
  outlineOffset: '2px',
} as const;

const player = css({
  position: 'relative',
  w: 'full',
  bg: 'bg.media',
  borderRadius: 'md',
  lineHeight: '0',
  _focusVisible: { ...focusRing, outlineColor: 'accent.ring' },
  '&[data-controls-hidden]': { cursor: 'none' },
  '&:fullscreen': { display: 'flex', alignItems: 'center', borderRadius: '0' },
});

const videoClass = css({
  display: 'block',
  w: 'full',
  maxH: '500px',
  objectFit: 'contain',
  borderRadius: 'md',
  cursor: 'pointer',
  '[data-controls-hidden] &': { cursor: 'none' },
  ':fullscreen &': { maxH: '100%', h: 'full', borderRadius: '0' },
});

const controls = css({
  position: 'absolute',
  insetX: '0',
  bottom: '0',
  display: 'grid',
  gap: '0',
  px: '2',
  pb: '1',
  lineHeight: 'normal',
  color: 'fg.inverse',
  bg: 'onStage.panel',
  borderBottomRadius: 'md',
  transition: 'opacity 0.2s ease, visibility 0.2s',
  '&[data-hidden]': { opacity: '0', visibility: 'hidden' },
  ':fullscreen &': { borderRadius: '0' },
});

const controlButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: '0',
  minW: '10',
  h: '10',
  borderRadius: 'md',
  color: 'fg.inverse',
  cursor: 'pointer',
  _hover: { bg: 'onStage.hover' },
  _focusVisible: focusRing,
  '& svg': { w: '5', h: '5' },
});

const sliderRoot = css({ display: 'flex', alignItems: 'center', minW: '0' });

const sliderControl = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  w: 'full',
  h: '10',
  cursor: 'pointer',
  _disabled: { cursor: 'default', opacity: '0.6' },
});

const sliderTrack = css({
  position: 'relative',
  flex: '1',
  h: '1',
  borderRadius: 'full',
  bg: 'onStage.track',
});

const sliderRange = css({ h: 'full', borderRadius: 'full', bg: 'accent.onDark' });

const sliderThumb = css({
  w: '4',
  h: '4',
  borderRadius: 'full',
  bg: 'onStage.solid',
  boxShadow: 'sm',
  _focusVisible: focusRing,
});

const timeText = css({
  px: '1',
  fontSize: 'xs',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

const fallbackLink = css({
  color: 'accent.text',
  textDecoration: 'underline',
  borderRadius: 'sm',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '2px' },
});

/** A slider's label (for screen readers), track, range and thumb. */
function SliderParts({ label }: { label: string }) {
  return (
    <>
      <Slider.Label className={css({ srOnly: true })}>{label}</Slider.Label>
      <Slider.Control className={sliderControl}>
        <Slider.Track className={sliderTrack}>
          <Slider.Range className={sliderRange} />
        </Slider.Track>
        <Slider.Thumb index={0} className={sliderThumb} data-video-control="">
          <Slider.HiddenInput />
        </Slider.Thumb>
      </Slider.Control>
    </>
  );
}
