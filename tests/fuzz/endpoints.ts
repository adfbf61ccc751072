// The endpoints actually registered in the Hono app, with the input each one declares
// (sync-server/src/http/route-input.ts). Middleware and catch-alls (method ALL, or a `*` path)
// are not endpoints; new routes are picked up with no change here.
import { type RouteInput, routeInputOf } from '@greenroom/sync-server/http/route-input';
import type { Hono } from 'hono';

export interface Endpoint {
  method: string;
  /** Hono's path pattern, e.g. /api/posts/:id */
  path: string;
  /** Every declaration found on the route's handlers, merged; undefined: none at all. */
  input: RouteInput | undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: any app's environment
export function registeredEndpoints(app: Hono<any>): Endpoint[] {
  const byRoute = new Map<string, Endpoint>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    const key = `${route.method} ${route.path}`;
    const endpoint = byRoute.get(key) ?? {
      method: route.method,
      path: route.path,
      input: undefined,
    };
    const declared = routeInputOf(route.handler);
    if (declared) endpoint.input = { ...endpoint.input, ...declared };
    byRoute.set(key, endpoint);
  }
  return [...byRoute.values()];
}

/** The `:name` params of a path pattern. */
export function paramNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
}
