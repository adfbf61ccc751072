// The post reads: GET /api/posts, GET /api/posts/{id} (spec part 2 §3, §7) and who likes a post,
// GET /api/posts/{id}/likes. The writes are mutators (posts.mutators.ts).

import { POST_LIKERS_MAX } from '@greenroom/shared-model/constants';
import { IdParam } from '@greenroom/shared-model/schemas/common';
import { type PostLikers, PostListQuery } from '@greenroom/shared-model/schemas/posts';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { Hono } from 'hono';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { declareInput } from '../../http/route-input';
import { validateQuery } from '../../http/validate';
import { idOf } from '../../mutators/path-id';
import type { AppServices } from '../../services';
import { requireUser } from '../auth/session';
import { viewerOf, withoutHidden } from '../reports/visibility';
import { toUserSummary } from '../users/users.serialize';
import { likersOf } from './post-likes.repo';
import { findPostFor, listPosts } from './posts.repo';
import { toPost } from './posts.serialize';

export function postsRoutes(services: AppServices) {
  const { env } = services;
  const app = new Hono<HonoEnv>();

  app.get('/', requireUser, validateQuery(PostListQuery), async (c) => {
    const q = c.req.valid('query');
    const rows = await withoutHidden(
      c.var.db,
      'post',
      await listPosts(c.var.db, {
        before: q.before ? new Date(q.before) : undefined,
        authorId: q.authorId,
        limit: q.limit,
        viewerId: c.var.user!.id,
        hideMuted: q.authorId === undefined,
      }),
      (r) => r.post,
      viewerOf(c.var.user!, env),
    );
    return c.json(rows.map((r) => toPost(r.post, r.author, env)));
  });

  app.get('/:id', declareInput({ param: IdParam }), requireUser, async (c) => {
    const id = idOf(c.req.param('id'));
    const found = id ? await findPostFor(c.var.db, id, viewerOf(c.var.user!, env)) : undefined;
    if (!found) return jsonError(c, 404, SERVER_TEXTS.postNotFound);
    return c.json(toPost(found.post, found.author, env));
  });

  // Who likes it (the post page's "Liked by …"): members the reader sees, newest first.
  app.get('/:id/likes', declareInput({ param: IdParam }), requireUser, async (c) => {
    const id = idOf(c.req.param('id'));
    const me = c.var.user!;
    const found = id ? await findPostFor(c.var.db, id, viewerOf(me, env)) : undefined;
    if (!found) return jsonError(c, 404, SERVER_TEXTS.postNotFound);
    const likers = await likersOf(c.var.db, found.post.id, me.id, POST_LIKERS_MAX);
    const reply: PostLikers = {
      likers: likers.map((u) => toUserSummary(u, env)),
      total: found.post.likeCount,
    };
    return c.json(reply);
  });

  return app;
}
