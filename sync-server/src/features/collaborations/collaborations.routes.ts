// GET /api/collaborations/user/{userId}: a member's confirmed "worked together" credits, and for
// oneself also those waiting for a confirmation. The writes are mutators.

import type { CollaborationListReply } from '@greenroom/shared-model/schemas/collaborations';
import { IdParam } from '@greenroom/shared-model/schemas/common';
import { Hono } from 'hono';
import { z } from 'zod';
import type { HonoEnv } from '../../http/context';
import { declareInput } from '../../http/route-input';
import { idOf } from '../../mutators/path-id';
import type { AppServices } from '../../services';
import { requireUser } from '../auth/session';
import { collaborationsOf } from './collaborations.repo';
import { toCollaboration } from './collaborations.serialize';

const UserIdParam = z.object({ userId: IdParam.shape.id });

export function collaborationsRoutes(services: AppServices) {
  const { env } = services;
  const app = new Hono<HonoEnv>();
  app.get('/user/:userId', declareInput({ param: UserIdParam }), requireUser, async (c) => {
    const userId = idOf(c.req.param('userId'));
    if (!userId) return c.json([] satisfies CollaborationListReply);
    const rows = await collaborationsOf(c.var.db, userId, userId === c.var.user!.id);
    return c.json(rows.map((r) => toCollaboration(r.row, env, r)) satisfies CollaborationListReply);
  });
  return app;
}
