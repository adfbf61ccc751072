import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import type { HonoEnv } from './context';

/** The origin this server answers as: PUBLIC_URL, else derived from the request. */
export function ownOrigin(c: Context<HonoEnv>, env: AppEnv): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL;
  const url = new URL(c.req.url);
  const host = c.req.header('host') ?? url.host;
  return `${requestIsHttps(c, env) ? 'https' : 'http'}://${host}`;
}

export function requestIsHttps(c: Context<HonoEnv>, env: AppEnv): boolean {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.startsWith('https:');
  if (env.TRUST_PROXY) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (proto) return proto === 'https';
  }
  return new URL(c.req.url).protocol === 'https:';
}

export function clientIp(c: Context<HonoEnv>, env: AppEnv): string {
  if (env.TRUST_PROXY) {
    const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (first) return first;
  }
  if (c.env?.incoming) {
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'unknown';
    }
  }
  return 'unknown';
}

/** Sets c.var.ip and c.var.secure for everything after it. */
export function requestInfo(env: AppEnv): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    c.set('ip', clientIp(c, env));
    c.set('secure', requestIsHttps(c, env));
    await next();
  };
}
