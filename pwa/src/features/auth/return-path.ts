// Where a visitor returns after signing in (issue 35): the screen a shared link opened, e.g.
// /posts/{id}, carried to /auth as ?next=. Only this site's own paths: never another origin
// ("//evil.example", "/\evil.example"), never /auth itself.

/** `value` when it is a path of this app worth returning to, else undefined. */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  if (value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (
    value === '/' ||
    value === '/auth' ||
    value.startsWith('/auth?') ||
    value.startsWith('/auth/')
  ) {
    return undefined;
  }
  return value;
}
