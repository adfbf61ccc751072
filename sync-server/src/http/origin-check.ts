import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import type { HonoEnv } from './context';
import { jsonError } from './errors';
import { requestOrigin } from './request-info';

export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence on top of SameSite=Lax: an unsafe call from another origin answers 403.
 * No Origin header (curl, server-side callers, tests) is allowed unless Sec-Fetch-Site says the
 * browser sent it cross-site.
 */
export function originCheck(env: AppEnv): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      if (origin !== requestOrigin(c, env)) return jsonError(c, 403, SERVER_TEXTS.crossSite);
    } else {
      const site = c.req.header('sec-fetch-site');
      if (site !== undefined && site !== 'same-origin' && site !== 'none') {
        return jsonError(c, 403, SERVER_TEXTS.crossSite);
      }
    }
    return next();
  };
}
