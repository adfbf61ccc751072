import { describe, expect, it } from 'vitest';
import {
  megabytes,
  persistenceSentence,
  spaceUsedSentence,
  unsentTitle,
  waitingLine,
} from './device-texts';

const MB = 1024 * 1024;

describe('megabytes', () => {
  it('says 0 MB for nothing and at least 0.1 MB for a little', () => {
    expect(megabytes(0)).toBe('0 MB');
    expect(megabytes(10)).toBe('0.1 MB');
  });
  it('keeps one decimal below 10 MB and whole numbers stay whole', () => {
    expect(megabytes(3.46 * MB)).toBe('3.5 MB');
    expect(megabytes(2 * MB)).toBe('2 MB');
  });
  it('rounds from 10 MB, with thousands separated', () => {
    expect(megabytes(12.6 * MB)).toBe('13 MB');
    expect(megabytes(1500 * MB)).toBe('1,500 MB');
  });
});

describe('sentences', () => {
  it('says what the browser reported, or that it did not', () => {
    expect(spaceUsedSentence(5 * MB)).toBe('Greenroom uses 5 MB of space on this device.');
    expect(spaceUsedSentence(null)).toMatch(/does not say/);
  });
  it('says whether storage is kept, never more', () => {
    expect(persistenceSentence(true)).toMatch(/^Kept:/);
    expect(persistenceSentence(false)).toMatch(/^Not kept for sure:/);
    expect(persistenceSentence(null)).toMatch(/does not say/);
  });
  it('counts the changes waiting in the sync indicator’s words', () => {
    expect(waitingLine(1)).toBe('1 change waiting');
    expect(waitingLine(3)).toBe('3 changes waiting');
    expect(waitingLine(0)).toMatch(/^Nothing waiting/);
    expect(unsentTitle(1)).toBe('1 change has not been sent yet');
    expect(unsentTitle(2)).toBe('2 changes have not been sent yet');
  });
});
