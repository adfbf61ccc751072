import { describe, expect, it } from 'vitest';
import { prerenderedPageFor } from './prerendered-pages';

/** A tiny stand-in for URLSearchParams (this package has no DOM or node types). */
function params(query: string) {
  const pairs = query ? query.split('&').map((kv) => kv.split('=') as [string, string]) : [];
  const map = new Map(pairs);
  return { get: (name: string) => map.get(name) ?? null, has: (name: string) => map.has(name) };
}
const at = (pathname: string, query = '') => prerenderedPageFor(pathname, params(query));

describe('prerenderedPageFor', () => {
  it('maps the visitor pages and leaves the rest to the client', () => {
    expect(at('/')).toBe('landing');
    expect(at('/auth')).toBe('auth-login');
    expect(at('/auth', 'mode=login')).toBe('auth-login');
    expect(at('/auth', 'mode=signup')).toBe('auth-signup');
    expect(at('/auth', 'error=oauth_error')).toBeNull();
    expect(at('/auth', 'mode=forgot')).toBeNull();
    expect(at('/auth', 'mode=reset&token=abc')).toBeNull();
    expect(at('/jobs')).toBeNull();
  });
});
