// The built PWA: hashed /assets/* cached for a year, sw.js and index.html always revalidated,
// SPA fallback to index.html for navigations (never for /api, /assets or file-like paths).
// Text files go out as the build's Brotli or gzip copy when the browser accepts one.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { HonoEnv } from './context';
import { prerenderedPagePath, setVary } from './static-first-visit';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function hasExtension(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last.includes('.');
}

/**
 * A path with a segment that starts with a dot (`/.git/config`, `/%2egit/config`, `/a/.env`), raw
 * or after any number of percent-decodings, or one that cannot be decoded. Such files may sit in
 * the build folder (editor, VCS, deploy leftovers) and are never ours to serve.
 */
function isDotPath(rawPath: string): boolean {
  let path = rawPath;
  for (let round = 0; round < 4; round++) {
    if (path.split(/[/\\]/).some((segment) => segment.startsWith('.'))) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return true;
    }
    if (decoded === path) return false;
    path = decoded;
  }
  return true;
}

function cacheControlFor(path: string, res: Response): string | undefined {
  if (path.startsWith('/assets/')) return IMMUTABLE;
  if (path === '/sw.js' || path.endsWith('.webmanifest')) return NO_CACHE;
  if (res.headers.get('content-type')?.startsWith('text/html')) return NO_CACHE;
  return undefined;
}

export interface StaticOptions {
  /** Whether the request carries a session cookie (valid or not): a visitor's has none. */
  hasSession(c: Context<HonoEnv>): boolean;
}

export function mountStatic(app: Hono<HonoEnv>, root: string, options: StaticOptions): void {
  if (!existsSync(root)) return; // no build yet (tests, API-only runs): non-API paths 404
  const indexPath = join(root, 'index.html');
  const files = serveStatic<HonoEnv>({ root, precompressed: true });
  const fallback = serveStatic<HonoEnv>({ root, path: 'index.html', precompressed: true });
  const prerendered = (path: string) => serveStatic<HonoEnv>({ root, path, precompressed: true });
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/') || path === '/ws') return next();
    if (isDotPath(new URL(c.req.url).pathname)) return next();
    let served = true;
    const fileLike = path.startsWith('/assets/') || hasExtension(path);
    const notServed = async () => {
      served = false;
    };
    const page = fileLike || options.hasSession(c) ? null : prerenderedPagePath(root, c);
    let res = page ? await prerendered(page)(c, notServed) : await files(c, notServed);
    if (!served && !fileLike && existsSync(indexPath)) {
      served = true;
      res = await fallback(c, notServed);
    }
    if (!served || !res) return next();
    const cacheControl = cacheControlFor(path, res);
    if (cacheControl) res.headers.set('Cache-Control', cacheControl);
    setVary(res, { navigation: !fileLike });
    return res;
  });
}
