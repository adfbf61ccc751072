import { describe, expect, it } from 'vitest';
import { cleanName } from './names';

describe('cleanName', () => {
  it('removes bidirectional overrides, isolates and marks', () => {
    expect(cleanName('Ada\u202Eecalevol')).toBe('Adaecalevol');
    expect(cleanName('\u2066Grace\u2069 \u200FHopper\u200E')).toBe('Grace Hopper');
    expect(cleanName('\u061CNour')).toBe('Nour');
  });

  it('removes other invisible format characters', () => {
    expect(cleanName('Ad\u200Ba\uFEFF Love\u00ADlace\u2060')).toBe('Ada Lovelace');
  });

  it('keeps joiners inside a name and drops them at the edges', () => {
    expect(cleanName('\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645')).toBe(
      '\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645',
    );
    expect(cleanName('\u200DAda\u200C')).toBe('Ada');
    expect(cleanName('\u200D')).toBe('');
  });

  it('turns control characters and line separators into spaces', () => {
    expect(cleanName('Ada\nLovelace\u2028')).toBe('Ada Lovelace');
  });
});
