// The post reads: GET /api/posts, GET /api/posts/{id} (spec part 2 §3, §7). The writes are
// mutators (posts.mutators.ts).
import { IdParam } from '@greenroom/shared-model/schemas/common';
import { PostListQuery } from '@greenroom/shared-model/schemas/posts';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { Hono } from 'hono';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { declareInput } from '../../http/route-input';
import { validateQuery } from '../../http/validate';
import { idOf } from '../../mutators/path-id';
import type { AppServices } from '../../services';
import { requireUser } from '../auth/session';
import { isBlockedBetween } from '../privacy/blocks.repo';
import { hiddenItemIds, viewerOf, withoutHidden } from '../reports/visibility';
import { findPostWithAuthor, listPosts } from './posts.repo';
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
    const found = id ? await findPostWithAuthor(c.var.db, id) : undefined;
    const hidden = found
      ? await hiddenItemIds(c.var.db, 'post', [found.post], viewerOf(c.var.user!, env))
      : undefined;
    if (
      !found ||
      hidden?.size ||
      (await isBlockedBetween(c.var.db, c.var.user!.id, found.post.authorId))
    ) {
      return jsonError(c, 404, SERVER_TEXTS.postNotFound);
    }
    return c.json(toPost(found.post, found.author, env));
  });

  return app;
}
