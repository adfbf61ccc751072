import type { MiddlewareHandler } from 'hono';
import type { HonoEnv } from './context';

// No inline script anywhere: Vite emits external bundles, and a service worker that caches HTML
// would freeze nonces. Media come from our storage or https (legacy hosts, YouTube thumbnails).
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "connect-src 'self' ws: wss:",
  "font-src 'self' data:",
  // Portfolio videos play in the providers' own players (spec part 1 §2 viewer dialog).
  'frame-src https://www.youtube.com https://player.vimeo.com',
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
].join('; ');

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The build's scripts and stylesheets (never a document, never a worker: the service worker is
 * /sw.js). The policies that only a document or a worker reads are left off them: on a phone's
 * first visit they were 600 of each reply's 900 header bytes, thirty times over.
 */
function isSubresourceAsset(path: string, contentType: string | null): boolean {
  return (
    path.startsWith('/assets/') &&
    /^(?:text\/javascript|application\/javascript|text\/css)\b/.test(contentType ?? '')
  );
}

/** On every reply, including static files and errors. Needs c.var.secure (requestInfo). */
export function securityHeaders(): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (c.var.secure) h.set('Strict-Transport-Security', HSTS);
    if (isSubresourceAsset(c.req.path, h.get('Content-Type'))) return;
    h.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    h.set('X-Frame-Options', 'DENY');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
  };
}
