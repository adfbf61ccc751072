import { describe, expect, it } from 'vitest';
import { DateRangeQuery, rangeEnd, rangeStart, UserActionBody } from './analytics';

describe('analytics metadata bounds (issue 29 finding 1)', () => {
  const event = (metadata: unknown) => ({ action: 'click', page: '/feed', metadata });
  const wide = (keys: number, size: number) =>
    Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, 'x'.repeat(size)]));

  it('takes what the app sends', () => {
    expect(UserActionBody.safeParse(event({ query: 'cellist', searchType: 'users' })).success).toBe(
      true,
    );
    expect(UserActionBody.safeParse(event(wide(30, 10))).success).toBe(true);
    expect(UserActionBody.safeParse(event({ a: { b: [1, 2] } })).success).toBe(true);
  });

  it('refuses more than 30 entries, 3 levels or 2 KB, with a message that says which', () => {
    const message = (metadata: unknown) =>
      UserActionBody.safeParse(event(metadata)).error?.issues[0]?.message;
    expect(message(wide(31, 1))).toBe('Metadata: more than 30 entries');
    expect(message({ a: { b: { c: {} } } })).toBe('Metadata: nested more than 3 levels deep');
    expect(message(wide(3, 700))).toBe('Metadata: larger than 2048 bytes');
    // Bytes, not characters: 700 three-byte characters are over 2 KB.
    expect(message({ a: '€'.repeat(700) })).toBe('Metadata: larger than 2048 bytes');
  });
});

describe('highlight date ranges (issue 29 finding 8)', () => {
  it('take a day, a date-time with or without a zone', () => {
    for (const value of [
      '2026-10-27',
      '2026-10-27T10:00:00Z',
      '2026-10-27T10:00:00+02:00',
      '2026-10-27T10:00',
    ]) {
      expect(DateRangeQuery.safeParse({ startDate: value, endDate: value }).success, value).toBe(
        true,
      );
    }
    for (const value of ['2026-13-45', '27/10/2026', 'yesterday']) {
      expect(DateRangeQuery.safeParse({ startDate: value }).success, value).toBe(false);
    }
  });

  it('a day is the whole UTC day; a zone-less date-time is UTC', () => {
    expect(rangeStart('2026-10-27').toISOString()).toBe('2026-10-27T00:00:00.000Z');
    expect(rangeEnd('2026-11-27').toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(rangeStart('2026-10-27T10:00').toISOString()).toBe('2026-10-27T10:00:00.000Z');
    expect(rangeEnd('2026-10-27T10:00:00+02:00').toISOString()).toBe('2026-10-27T08:00:00.000Z');
  });
});
