import { describe, expect, it } from 'vitest';
import { jsonbSafe } from './jsonb-safe';

describe('jsonbSafe', () => {
  it('drops NULs and replaces lone surrogates, at any depth, keys included', () => {
    expect(jsonbSafe({ 'a\0': ['x\0y', { deep: '\ud800ok' }], n: 1, b: true, z: null })).toEqual({
      a: ['xy', { deep: '\ufffdok' }],
      n: 1,
      b: true,
      z: null,
    });
  });

  it('leaves well-formed text alone', () => {
    expect(jsonbSafe({ emoji: '🎬 take 2' })).toEqual({ emoji: '🎬 take 2' });
  });
});
