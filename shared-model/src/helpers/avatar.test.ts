import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarColor, avatarColorIndex, avatarInitials, stableHash } from './avatar';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('avatarInitials', () => {
  it.each([
    ['jane', 'doe', 'JD'],
    ['Jane', 'Doe', 'JD'],
    ['  jane ', ' doe', 'JD'],
    ['jane', '', 'J'],
    ['', 'doe', 'D'],
    ['', '', 'UN'],
    [null, undefined, 'UN'],
    ['   ', '  ', 'UN'],
    ['élodie', 'øster', 'ÉØ'],
    ['😀x', 'y', '😀Y'],
  ])('%j %j → %j', (first, last, expected) => {
    expect(avatarInitials(first, last)).toBe(expected);
  });
});

describe('avatar colour', () => {
  it('has 10 distinct colours with at least 4.5:1 contrast for white text', () => {
    expect(AVATAR_COLORS).toHaveLength(10);
    expect(new Set(AVATAR_COLORS).size).toBe(10);
    for (const c of AVATAR_COLORS) {
      expect(c).toMatch(/^#[0-9A-F]{6}$/);
      const contrast = 1.05 / (luminance(c) + 0.05);
      expect(contrast, c).toBeGreaterThanOrEqual(4.5);
    }
  });
  it('is stable for a user id and within range', () => {
    const id = '0b9c6f7e-3f0a-4d3b-9a57-2f1f8f0c2e11';
    expect(avatarColorIndex(id)).toBe(avatarColorIndex(id));
    expect(avatarColor(id)).toBe(AVATAR_COLORS[avatarColorIndex(id)]);
    for (let i = 0; i < 200; i++) {
      const idx = avatarColorIndex(`user-${i}`);
      expect(idx).toBeGreaterThanOrEqual(0);
      expect(idx).toBeLessThan(10);
    }
  });
  it('spreads ids over the palette', () => {
    const used = new Set<number>();
    for (let i = 0; i < 200; i++) used.add(avatarColorIndex(`member-${i}`));
    expect(used.size).toBe(10);
  });
  it('handles missing ids and known hash values', () => {
    expect(avatarColorIndex(undefined)).toBe(avatarColorIndex(''));
    expect(avatarColor(null)).toMatch(/^#/);
    // FNV-1a reference values
    expect(stableHash('')).toBe(0x811c9dc5);
    expect(stableHash('a')).toBe(0xe40c292c);
    expect(stableHash('foobar')).toBe(0xbf9cf968);
  });
});
