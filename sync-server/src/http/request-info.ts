import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import type { HonoEnv } from './context';

const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * The origin the request was addressed to (scheme + Host). Only for comparing with the browser's
 * Origin header (same-origin checks); never for building links — the Host header is the client's.
 */
export function requestOrigin(c: Context<HonoEnv>, env: AppEnv): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL;
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  return `${requestIsHttps(c, env) ? 'https' : 'http'}://${host}`;
}

function hostnameOf(origin: string): string | null {
  try {
    return new URL(origin).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The origin for absolute links (verification e-mails, the OAuth redirect): PUBLIC_URL, else the
 * request's own origin when its host is in ALLOWED_HOSTS, else null (build no link).
 */
export function linkOrigin(c: Context<HonoEnv>, env: AppEnv): string | null {
  if (env.PUBLIC_URL) return env.PUBLIC_URL;
  const origin = requestOrigin(c, env);
  const host = hostnameOf(origin);
  return host && env.ALLOWED_HOSTS.includes(host) ? origin : null;
}

/**
 * The entry of a proxy-appended list (X-Forwarded-For, X-Forwarded-Proto) written by the
 * outermost trusted proxy: `hops` from the right. Entries further left come from the client.
 */
export function trustedForwardedValue(header: string | undefined, hops: number): string | null {
  if (!header || hops < 1) return null;
  const entries = header
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  return entries[Math.max(0, entries.length - hops)] ?? null;
}

function requestIsHttps(c: Context<HonoEnv>, env: AppEnv): boolean {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.startsWith('https:');
  const proto = trustedForwardedValue(c.req.header('x-forwarded-proto'), env.TRUST_PROXY);
  if (proto) return proto.toLowerCase() === 'https';
  return new URL(c.req.url).protocol === 'https:';
}

function clientIp(c: Context<HonoEnv>, env: AppEnv): string {
  const forwarded = trustedForwardedValue(c.req.header('x-forwarded-for'), env.TRUST_PROXY);
  if (forwarded) return forwarded;
  if (c.env?.incoming) {
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'unknown';
    }
  }
  return 'unknown';
}

/** Sets c.var.requestId, c.var.ip and c.var.secure for everything after it. */
export function requestInfo(env: AppEnv): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const requestId = randomUUID();
    c.set('requestId', requestId);
    c.set('ip', clientIp(c, env));
    c.set('secure', requestIsHttps(c, env));
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
  };
}
