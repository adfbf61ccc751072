// The custom video player's pure rules (spec part 2 §2 "Custom video player", §9): the time
// display, the speed labels, the seek steps and when the controls may hide.
import { VIDEO_SPEEDS } from '@greenroom/shared-model/catalogues';
import { VIDEO_CONTROLS_HIDE_MS } from '@greenroom/shared-model/constants';

export { VIDEO_CONTROLS_HIDE_MS, VIDEO_SPEEDS };

const pad = (n: number) => String(n).padStart(2, '0');

/** Whole seconds from a media time; NaN, Infinity and negatives are 0. */
function wholeSeconds(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
}

/**
 * A media time as m:ss ("1:32"), or h:mm:ss ("1:02:05") when it or `longest` (the duration, so
 * both sides of the display match) reaches an hour.
 */
export function formatVideoTime(seconds: number, longest: number = seconds): string {
  const s = wholeSeconds(seconds);
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  if (hours > 0 || wholeSeconds(longest) >= 3600) return `${hours}:${pad(minutes)}:${pad(rest)}`;
  return `${minutes}:${pad(rest)}`;
}

/** "0:07 / 1:32". */
export function formatTimeDisplay(current: number, duration: number): string {
  return `${formatVideoTime(current, duration)} / ${formatVideoTime(duration, duration)}`;
}

/** The seek slider's spoken value: "0:07 of 1:32". */
export function seekValueText(current: number, duration: number): string {
  return `${formatVideoTime(current, duration)} of ${formatVideoTime(duration, duration)}`;
}

/** A speed as the menu shows it: "Normal" for 1, otherwise "1.5×". */
export function speedLabel(rate: number): string {
  return rate === 1 ? 'Normal' : `${rate}×`;
}

/** The nearest offered speed (a rate set elsewhere, e.g. by the browser, snaps to the list). */
export function nearestSpeed(rate: number): (typeof VIDEO_SPEEDS)[number] {
  let best: (typeof VIDEO_SPEEDS)[number] = 1;
  if (!Number.isFinite(rate)) return best;
  for (const speed of VIDEO_SPEEDS) {
    if (Math.abs(speed - rate) < Math.abs(best - rate)) best = speed;
  }
  return best;
}

/** Arrow keys on the seek slider move 1 s in clips up to two minutes, 5 s in longer ones. */
export function seekStep(duration: number): { step: number; largeStep: number } {
  const step = Number.isFinite(duration) && duration > 120 ? 5 : 1;
  return { step, largeStep: step * 10 };
}

export interface ControlsState {
  playing: boolean;
  /** Keyboard focus (:focus-visible) is inside the player: its controls never hide then. */
  keyboardFocusWithin: boolean;
  /** The speed menu is open. */
  menuOpen: boolean;
}

/** The controls may hide only while the video plays and nobody is using them. */
export function canHideControls(s: ControlsState): boolean {
  return s.playing && !s.keyboardFocusWithin && !s.menuOpen;
}

/**
 * How long from `now` until the controls hide, counting from the last mouse movement (or key
 * press) in the player: null when they stay, 0 when they are due.
 */
export function controlsHideDelay(
  s: ControlsState,
  lastActivityAt: number,
  now: number,
  hideMs: number = VIDEO_CONTROLS_HIDE_MS,
): number | null {
  if (!canHideControls(s)) return null;
  return Math.max(0, lastActivityAt + hideMs - now);
}

/** Whether the controls show: always when they may not hide, otherwise until idle. */
export function controlsShown(s: ControlsState, idle: boolean): boolean {
  return !canHideControls(s) || !idle;
}
