import { describe, expect, it } from 'vitest';
import { badgeText, moreText, overflowBadge } from './badge';

describe('badgeText', () => {
  it.each([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
    [Number.POSITIVE_INFINITY, null],
  ])('%d → %j', (n, text) => {
    expect(badgeText(n)).toBe(text);
  });
  it('supports another cap', () => {
    expect(badgeText(100, 99)).toBe('99+');
    expect(badgeText(99, 99)).toBe('99');
  });
});

describe('overflow labels', () => {
  it('+N beyond the shown items', () => {
    expect(overflowBadge(3, 3)).toBeNull();
    expect(overflowBadge(5, 3)).toBe('+2');
    expect(moreText(4, 4)).toBeNull();
    expect(moreText(9, 4)).toBe('+5 more');
  });
});
