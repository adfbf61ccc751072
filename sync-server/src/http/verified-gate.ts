// Verified members only (ADR 023): an account whose e-mail is not verified is refused every
// `/api` route unless the route declares itself open to it with `openToUnverified()` (sign-in,
// sign-out, the account's own reads and edits, resending the link, changing a mistyped
// address). The gate sits in the pipeline after the session loader, so a route added later is
// gated without anyone remembering; mutators carry the same rule in their `access`
// (mutators/define.ts), and the pull and the live channel give such an account its own rows only
// (features/sync/entities.ts, live/live-changes.ts).
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import type { UserRow } from '../db/schema/users';
import type { HonoEnv } from './context';
import { jsonError } from './errors';

const OPEN_TO_UNVERIFIED = Symbol.for('greenroom.openToUnverified');

/** Whether the account may use the network: its e-mail address is verified. */
export function isVerifiedMember(user: Pick<UserRow, 'isVerified'>): boolean {
  return user.isVerified;
}

/** Marks `handler` as open to accounts whose e-mail is not verified (returns it). */
export function markOpenToUnverified<H extends object>(handler: H): H {
  return Object.assign(handler, { [OPEN_TO_UNVERIFIED]: true });
}

/** A pass-through middleware: the route it sits on is open to unverified accounts. */
export function openToUnverified(): MiddlewareHandler {
  return markOpenToUnverified<MiddlewareHandler>(async (_c, next) => next());
}

/** Whether a registered handler (or the one a sub-app's composition wraps) carries the mark. */
function isOpenToUnverified(handler: unknown): boolean {
  let h = handler as
    | { [OPEN_TO_UNVERIFIED]?: boolean; [COMPOSED_HANDLER]?: unknown }
    | null
    | undefined;
  for (let depth = 0; h && depth < 4; depth++) {
    if (h[OPEN_TO_UNVERIFIED]) return true;
    h = h[COMPOSED_HANDLER] as typeof h;
  }
  return false;
}

/**
 * 403 with the reason for an unverified account on any route not declared open to it. Anonymous
 * calls and verified members pass (the routes answer 401 or do their own checks); a path no
 * route matches passes too, to its 404.
 */
export function verifiedGate(): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const user = c.var.user;
    if (!user || isVerifiedMember(user)) return next();
    const routes = matchedRoutes(c);
    // Only middleware and catch-alls matched: no route, so on to its 404.
    if (routes.every((r) => r.method === 'ALL' && !isOpenToUnverified(r.handler))) {
      if (!routes.some((r) => r.method !== 'ALL')) return next();
    }
    // A mark on the route, or on a sub-app's `use('*', openToUnverified())`, opens it.
    if (routes.some((r) => isOpenToUnverified(r.handler))) return next();
    return jsonError(c, 403, SERVER_TEXTS.verifyEmailFirst);
  };
}
