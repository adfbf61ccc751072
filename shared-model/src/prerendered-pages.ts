// The pages the build renders to HTML for visitors, so that a first visit paints real content
// before any script runs. The server answers a navigation without a session cookie with the
// matching file; the page hydrates only when its address still maps to the page it holds.

export const PRERENDERED_PAGES = {
  landing: { url: '/', file: 'prerendered/landing.html' },
  'auth-login': { url: '/auth?mode=login', file: 'prerendered/auth-login.html' },
  'auth-signup': { url: '/auth?mode=signup', file: 'prerendered/auth-signup.html' },
} as const;

export type PrerenderedPageId = keyof typeof PRERENDERED_PAGES;

/** The part of URLSearchParams read here (this package has no DOM or node types). */
interface SearchParams {
  get(name: string): string | null;
  has(name: string): boolean;
}

/** The attribute of `#root` that names the page a prerendered document holds. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The prerendered page a visitor sees at this address, or null. Other addresses, /auth with an
 * `error` to show, and the password recovery modes get the plain shell, which renders on the
 * client as before.
 */
export function prerenderedPageFor(
  pathname: string,
  search: SearchParams,
): PrerenderedPageId | null {
  if (pathname === '/') return 'landing';
  if (pathname !== '/auth' || search.has('error')) return null;
  const mode = search.get('mode');
  if (mode === 'forgot' || mode === 'reset') return null;
  return mode === 'signup' ? 'auth-signup' : 'auth-login';
}
