import { describe, expect, it } from 'vitest';
import { byDay, dayLabel } from './day-label';

describe('messages grouped by day', () => {
  const now = new Date(2026, 10, 27, 15, 0);
  it('names today and yesterday, else the date', () => {
    expect(dayLabel(new Date(2026, 10, 27, 0, 5).toISOString(), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 10, 26, 23, 59).toISOString(), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 10, 20, 12).toISOString(), now)).toContain('20');
    expect(dayLabel(new Date(2025, 10, 20, 12).toISOString(), now)).toContain('2025');
  });
  it('groups consecutive messages of one local day', () => {
    const at = (d: number, h: number) => ({ createdAt: new Date(2026, 10, d, h).toISOString() });
    const groups = byDay([at(25, 9), at(25, 22), at(26, 1), at(27, 8), at(27, 9)]);
    expect(groups.map((g) => g.items.length)).toEqual([2, 1, 2]);
  });
});
