import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a page of this app', () => {
    expect(safeReturnPath('/posts/p1')).toBe('/posts/p1');
    expect(safeReturnPath('/jobs?q=gaffer')).toBe('/jobs?q=gaffer');
  });
  it('drops other origins, /auth, home and what is not a path', () => {
    for (const value of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      '/auth',
      '/auth?mode=login',
      '/',
      42,
      undefined,
    ]) {
      expect(safeReturnPath(value)).toBeUndefined();
    }
  });
});
