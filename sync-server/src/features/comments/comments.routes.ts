// The comment read: GET /api/posts/{id}/comments, every comment of a post the reader may see
// (the replica holds the newest; this serves a post outside it). The writes are mutators.

import type { PostComments } from '@greenroom/shared-model/schemas/comments';
import { IdParam } from '@greenroom/shared-model/schemas/common';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { Hono } from 'hono';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { declareInput } from '../../http/route-input';
import { idOf } from '../../mutators/path-id';
import type { AppServices } from '../../services';
import { requireUser } from '../auth/session';
import { findPostFor } from '../posts/posts.repo';
import { viewerOf } from '../reports/visibility';
import { commentsOfPost } from './comments.repo';
import { toComment } from './comments.serialize';

export function commentsRoutes(services: AppServices) {
  const { env } = services;
  const app = new Hono<HonoEnv>();

  app.get('/:id/comments', declareInput({ param: IdParam }), requireUser, async (c) => {
    const id = idOf(c.req.param('id'));
    const viewer = viewerOf(c.var.user!, env);
    const found = id ? await findPostFor(c.var.db, id, viewer) : undefined;
    if (!found) return jsonError(c, 404, SERVER_TEXTS.postNotFound);
    const rows = await commentsOfPost(c.var.db, found.post.id, viewer);
    const reply: PostComments = {
      comments: rows.map((r) => toComment(r.comment, r.author, env)),
    };
    return c.json(reply);
  });

  return app;
}
