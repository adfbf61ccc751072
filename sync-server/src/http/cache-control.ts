import type { MiddlewareHandler } from 'hono';
import type { HonoEnv } from './context';

/**
 * `/api` JSON replies carry members' data (or say who is signed in): never stored by the browser
 * or a shared cache. A handler that chose its own Cache-Control keeps it.
 */
export function noStoreApiJson(): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    if (type.includes('json') && !c.res.headers.has('cache-control')) {
      c.res.headers.set('Cache-Control', 'no-store');
    }
  };
}
