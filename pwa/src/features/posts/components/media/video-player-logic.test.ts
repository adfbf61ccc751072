import { describe, expect, it } from 'vitest';
import { mediaFileName } from './media-file-name';
import {
  canHideControls,
  controlsHideDelay,
  controlsShown,
  formatTimeDisplay,
  formatVideoTime,
  nearestSpeed,
  seekStep,
  seekValueText,
  speedLabel,
  VIDEO_CONTROLS_HIDE_MS,
  VIDEO_SPEEDS,
} from './video-time';

describe('formatVideoTime', () => {
  it.each([
    [0, '0:00'],
    [7, '0:07'],
    [7.9, '0:07'],
    [59.99, '0:59'],
    [60, '1:00'],
    [92, '1:32'],
    [599, '9:59'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [36_000, '10:00:00'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatVideoTime(seconds)).toBe(text);
  });

  it('shows hours for a short time when the video is an hour or longer', () => {
    expect(formatVideoTime(7, 3725)).toBe('0:00:07');
    expect(formatVideoTime(7, 3599)).toBe('0:07');
  });

  it('reads unknown or broken times as 0:00', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, -3]) {
      expect(formatVideoTime(bad)).toBe('0:00');
    }
  });
});

describe('the time display', () => {
  it('is "current / duration"', () => {
    expect(formatTimeDisplay(7, 92)).toBe('0:07 / 1:32');
    expect(formatTimeDisplay(65, 4000)).toBe('0:01:05 / 1:06:40');
    expect(formatTimeDisplay(0, Number.NaN)).toBe('0:00 / 0:00');
  });

  it('speaks the seek value', () => {
    expect(seekValueText(7, 92)).toBe('0:07 of 1:32');
  });
});

describe('speeds', () => {
  it('are exactly 0.5, 0.75, 1, 1.25, 1.5 and 2 (spec part 2 §9)', () => {
    expect([...VIDEO_SPEEDS]).toEqual([0.5, 0.75, 1, 1.25, 1.5, 2]);
  });

  it('label 1 as Normal and the others with ×', () => {
    expect(VIDEO_SPEEDS.map(speedLabel)).toEqual([
      '0.5×',
      '0.75×',
      'Normal',
      '1.25×',
      '1.5×',
      '2×',
    ]);
  });

  it('snap any rate to the nearest offered one', () => {
    expect(nearestSpeed(1.5)).toBe(1.5);
    expect(nearestSpeed(1.6)).toBe(1.5);
    expect(nearestSpeed(16)).toBe(2);
    expect(nearestSpeed(0.1)).toBe(0.5);
    expect(nearestSpeed(Number.NaN)).toBe(1);
  });
});

describe('seekStep', () => {
  it('moves 1 s in short clips and 5 s in long ones', () => {
    expect(seekStep(92)).toEqual({ step: 1, largeStep: 10 });
    expect(seekStep(Number.NaN)).toEqual({ step: 1, largeStep: 10 });
    expect(seekStep(600)).toEqual({ step: 5, largeStep: 50 });
  });
});

describe('hiding the controls', () => {
  const playing = { playing: true, keyboardFocusWithin: false, menuOpen: false };

  it('waits 3 s after the last mouse movement (spec part 2 §9)', () => {
    expect(VIDEO_CONTROLS_HIDE_MS).toBe(3000);
    expect(controlsHideDelay(playing, 1000, 1000)).toBe(3000);
    expect(controlsHideDelay(playing, 1000, 2500)).toBe(1500);
    expect(controlsHideDelay(playing, 1000, 9000)).toBe(0);
  });

  it('never hides while paused, with keyboard focus inside, or with the speed menu open', () => {
    for (const s of [
      { ...playing, playing: false },
      { ...playing, keyboardFocusWithin: true },
      { ...playing, menuOpen: true },
    ]) {
      expect(canHideControls(s)).toBe(false);
      expect(controlsHideDelay(s, 0, 60_000)).toBeNull();
      expect(controlsShown(s, true)).toBe(true);
    }
  });

  it('shows while playing until idle', () => {
    expect(canHideControls(playing)).toBe(true);
    expect(controlsShown(playing, false)).toBe(true);
    expect(controlsShown(playing, true)).toBe(false);
  });
});

describe('mediaFileName', () => {
  it.each([
    ['/uploads/0123456789abcdef0123456789abcdef.pdf', '0123456789abcdef0123456789abcdef.pdf'],
    ['/api/s3-proxy/posts/Thesis%20Script.docx?v=2#page=3', 'Thesis Script.docx'],
    [
      '/api/s3-proxy/legacy?url=https%3A%2F%2Fbucket.s3.amazonaws.com%2Fdocs%2FCall%2520Sheet.pdf',
      'Call Sheet.pdf',
    ],
    ['/uploads/bad%E0%A4%A.pdf', 'bad%E0%A4%A.pdf'],
    ['/uploads/', 'uploads'],
    ['', 'Document'],
  ])('%s → %s', (address, name) => {
    expect(mediaFileName(address)).toBe(name);
  });
});
