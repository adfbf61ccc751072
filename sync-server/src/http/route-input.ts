// What each route reads from a request, declared on the route itself so that tests can find it
// from the app alone (tests/fuzz enumerates `app.routes` and generates input from these
// schemas). The validators of validate.ts declare their schema; a route that validates nothing
// itself (no body, or a query it reads and redirects on) says so with `declareInput`.
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';

type InputTarget = 'json' | 'query' | 'param';

/** The schemas a route reads; an empty object: no body, no query, no params. */
export type RouteInput = Partial<Record<InputTarget, z.ZodType>>;

const ROUTE_INPUT = Symbol.for('greenroom.routeInput');

/** Marks `handler` as reading `input` (returns the same function). */
export function withRouteInput<H extends object>(handler: H, input: RouteInput): H {
  return Object.assign(handler, { [ROUTE_INPUT]: input });
}

/** The input declared on a registered handler, if any. */
export function routeInputOf(handler: unknown): RouteInput | undefined {
  if (typeof handler !== 'function') return undefined;
  return (handler as { [ROUTE_INPUT]?: RouteInput })[ROUTE_INPUT];
}

/** A pass-through middleware declaring what the handler after it reads and checks itself. */
export function declareInput(input: RouteInput = {}): MiddlewareHandler {
  return withRouteInput<MiddlewareHandler>(async (_c, next) => next(), input);
}
