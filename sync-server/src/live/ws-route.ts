// GET /ws: the live channel, upgraded by @hono/node-server's upgradeWebSocket on the HTTP port.
// Before the upgrade: the Origin must be this server's own (403) and the session cookie valid
// (401; a suspended member gets the session loader's 403). Refusals never upgrade.
import { WS_PATH } from '@greenroom/shared-model/constants';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { upgradeWebSocket } from '@hono/node-server';
import type { Hono, MiddlewareHandler } from 'hono';
import type { WebSocket } from 'ws';
import { sessionLoader } from '../features/auth/session';
import type { HonoEnv } from '../http/context';
import { jsonError } from '../http/errors';
import { requestOrigin } from '../http/request-info';
import { declareInput } from '../http/route-input';
import { isVerifiedMember } from '../http/verified-gate';
import type { AppServices } from '../services';
import { type LiveHub, type LivePeer, MAX_SOCKETS_PER_MEMBER } from './hub';

const TOO_MANY_SOCKETS = 'Too many live connections';

function sameOrigin(services: AppServices): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    // Browsers always send Origin on a WebSocket handshake; exact match only.
    if (c.req.header('origin') !== requestOrigin(c, services.env)) {
      return jsonError(c, 403, SERVER_TEXTS.crossSite);
    }
    return next();
  };
}

function signedIn(hub: LiveHub): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const user = c.var.user;
    if (!user || !c.var.session) return jsonError(c, 401, SERVER_TEXTS.notSignedIn);
    if (hub.countOf(user.id) >= MAX_SOCKETS_PER_MEMBER) return jsonError(c, 429, TOO_MANY_SOCKETS);
    return next();
  };
}

export function mountLive(app: Hono<HonoEnv>, services: AppServices, hub: LiveHub): void {
  app.get(
    WS_PATH,
    declareInput(),
    sameOrigin(services),
    sessionLoader(services),
    signedIn(hub),
    upgradeWebSocket((c) => {
      // Per-connection state lives here, inside the factory (one call per upgrade).
      const userId = c.var.user!.id;
      const sessionId = c.var.session!.id;
      const expiresAt = c.var.session!.expiresAt.getTime();
      const verified = isVerifiedMember(c.var.user!);
      let peer: LivePeer | undefined;
      return {
        onOpen(_event, ws) {
          const raw = ws.raw as unknown as WebSocket;
          peer = hub.add(raw, userId, sessionId, expiresAt, verified);
          // node-server attaches its listeners right after onOpen; swap them for the hub's own on
          // the next turn so that the upgrade's request context can be collected (memory budget).
          const adopted = peer;
          setImmediate(() => hub.adopt(adopted));
        },
        onMessage(event) {
          if (peer) hub.receive(peer, event.data);
        },
        onClose() {
          if (peer) hub.remove(peer);
          peer = undefined;
        },
      };
    }),
  );
}
