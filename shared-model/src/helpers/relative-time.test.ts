import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = Date.parse('2025-06-15T12:00:00.000Z');
const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('formatRelativeTime', () => {
  it.each([
    [0, 'just now'],
    [59 * s, 'just now'],
    [60 * s, '1 minute ago'],
    [5 * m, '5 minutes ago'],
    [59 * m + 59 * s, '59 minutes ago'],
    [h, '1 hour ago'],
    [2 * h + 5 * m, '2 hours ago'],
    [23 * h, '23 hours ago'],
    [d, '1 day ago'],
    [3 * d, '3 days ago'],
    [6 * d, '6 days ago'],
    [7 * d, '1 week ago'],
    [20 * d, '2 weeks ago'],
    [30 * d, '1 month ago'],
    [200 * d, '6 months ago'],
    [364 * d, '12 months ago'],
    [365 * d, '1 year ago'],
    [3 * 365 * d, '3 years ago'],
  ])('%d ms ago → %s', (diff, text) => {
    expect(formatRelativeTime(NOW - diff, NOW)).toBe(text);
  });

  it('accepts ISO strings, Dates and numbers for value and now', () => {
    const iso = new Date(NOW - 5 * m).toISOString();
    expect(formatRelativeTime(iso, NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(new Date(NOW - 5 * m), new Date(NOW))).toBe('5 minutes ago');
  });

  it('reads future times (clock skew) as just now', () => {
    expect(formatRelativeTime(NOW + 10 * m, NOW)).toBe('just now');
  });

  it('gives empty text for missing or invalid input', () => {
    expect(formatRelativeTime(null, NOW)).toBe('');
    expect(formatRelativeTime(undefined, NOW)).toBe('');
    expect(formatRelativeTime('', NOW)).toBe('');
    expect(formatRelativeTime('not a date', NOW)).toBe('');
    expect(formatRelativeTime(Number.NaN, NOW)).toBe('');
  });

  it('defaults now to the current time', () => {
    expect(formatRelativeTime(Date.now() - 3 * d)).toBe('3 days ago');
  });
});
