// The connection reads (spec part 1 §7 "Connections"). The writes are mutators.
import { pairState } from '@greenroom/shared-model/rows/connections';
import { IdParam } from '@greenroom/shared-model/schemas/common';
import type {
  ConnectedUsersReply,
  ConnectionListReply,
  ConnectionStatusReply,
  RecommendedConnectionsReply,
} from '@greenroom/shared-model/schemas/connections';
import { Hono } from 'hono';
import type { HonoEnv } from '../../http/context';
import { declareInput } from '../../http/route-input';
import { idOf } from '../../mutators/path-id';
import type { AppServices } from '../../services';
import { requireUser } from '../auth/session';
import { loadViewer, viewOf } from '../privacy/viewer';
import { toUserSummary } from '../users/users.serialize';
import { acceptedOf, connectionsOf, findPair, recommendedFor } from './connections.repo';
import { toConnection } from './connections.serialize';

export function connectionsRoutes(services: AppServices) {
  const { env } = services;
  const app = new Hono<HonoEnv>();

  app.get('/', requireUser, declareInput(), async (c) => {
    const rows = await connectionsOf(c.var.db, c.var.user!.id);
    const viewer = await loadViewer(c.var.db, c.var.user!, env);
    const reply: ConnectionListReply = rows
      .filter((r) => !viewer.hidden.has(r.user.id))
      .map((r) => ({
        ...toConnection(r.connection),
        user: toUserSummary(r.user, env, viewOf(viewer, r.user.id)),
      }));
    return c.json(reply);
  });

  app.get('/recommended', requireUser, declareInput(), async (c) => {
    const rows = await recommendedFor(c.var.db, c.var.user!.id);
    return c.json(rows.map((u) => toUserSummary(u, env)) satisfies RecommendedConnectionsReply);
  });

  app.get('/status/:id', declareInput({ param: IdParam }), requireUser, async (c) => {
    const me = c.var.user!.id;
    const other = idOf(c.req.param('id'));
    const row = other && other !== me ? await findPair(c.var.db, me, other) : undefined;
    const reply: ConnectionStatusReply = pairState(row && toConnection(row), me);
    return c.json(reply);
  });

  app.get('/count/:id', declareInput({ param: IdParam }), requireUser, async (c) => {
    const id = idOf(c.req.param('id'));
    return c.json({ count: id ? (await acceptedOf(c.var.db, id)).length : 0 });
  });

  app.get('/user/:id', declareInput({ param: IdParam }), requireUser, async (c) => {
    const id = idOf(c.req.param('id'));
    const viewer = await loadViewer(c.var.db, c.var.user!, env);
    const rows = id && !viewer.hidden.has(id) ? await acceptedOf(c.var.db, id) : [];
    return c.json(
      rows
        .filter((u) => !viewer.hidden.has(u.id))
        .map((u) => toUserSummary(u, env, viewOf(viewer, u.id))) satisfies ConnectedUsersReply,
    );
  });

  return app;
}
