// GET/POST /api/posts, GET/PUT/DELETE /api/posts/{id} (spec part 2 §3, §5, §7).
import { randomUUID } from 'node:crypto';
import { Id } from '@greenroom/shared-model/schemas/common';
import {
  CreatePostBody,
  PostListQuery,
  UpdatePostBody,
} from '@greenroom/shared-model/schemas/posts';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { Hono } from 'hono';
import type { UserRow } from '../../db/schema/users';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { validateJson, validateQuery } from '../../http/validate';
import type { AppServices } from '../../services';
import { requireUser } from '../auth/session';
import { findUserById } from '../users/users.repo';
import { isEffectiveAdmin } from '../users/users.serialize';
import {
  deletePost,
  findPost,
  findPostWithAuthor,
  insertPostIfAbsent,
  listPosts,
  type PostPatch,
  updatePost,
} from './posts.repo';
import { type PostRow, toPost } from './posts.serialize';

/** A path id: malformed ids are simply not found. */
function postIdOf(raw: string): string | null {
  const parsed = Id.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export function postsRoutes(services: AppServices) {
  const { env } = services;
  const app = new Hono<HonoEnv>();
  const mayChange = (post: PostRow, me: UserRow) =>
    post.authorId === me.id || isEffectiveAdmin(me, env);

  app.get('/', requireUser, validateQuery(PostListQuery), async (c) => {
    const q = c.req.valid('query');
    const rows = await listPosts(c.var.db, {
      before: q.before ? new Date(q.before) : undefined,
      authorId: q.authorId,
      limit: q.limit,
    });
    return c.json(rows.map((r) => toPost(r.post, r.author, env)));
  });

  app.post('/', requireUser, validateJson(CreatePostBody), async (c) => {
    const body = c.req.valid('json');
    const me = c.var.user;
    const db = c.var.db;
    // Millisecond timestamps: `?before=<createdAt>` of a page then matches exactly.
    const now = new Date();
    const id = body.id ?? randomUUID();
    const created = await insertPostIfAbsent(db, {
      id,
      authorId: me.id,
      content: body.content,
      imageUrl: body.imageUrl,
      type: body.type,
      skills: body.skills,
      createdAt: now,
      updatedAt: now,
    });
    if (created) return c.json(toPost(created, me, env), 201);
    // The id exists: the same create sent again (a retry without its key) is a success.
    const existing = await findPost(db, id);
    if (existing && existing.authorId === me.id && existing.content === body.content) {
      return c.json(toPost(existing, me, env), 201);
    }
    return jsonError(c, 409, SERVER_TEXTS.idTaken);
  });

  app.get('/:id', requireUser, async (c) => {
    const id = postIdOf(c.req.param('id'));
    const found = id ? await findPostWithAuthor(c.var.db, id) : undefined;
    if (!found) return jsonError(c, 404, SERVER_TEXTS.postNotFound);
    return c.json(toPost(found.post, found.author, env));
  });

  app.put('/:id', requireUser, validateJson(UpdatePostBody), async (c) => {
    const id = postIdOf(c.req.param('id'));
    const body = c.req.valid('json');
    const me = c.var.user;
    const db = c.var.db;
    const post = id ? await findPost(db, id) : undefined;
    if (!id || !post) return jsonError(c, 404, SERVER_TEXTS.postNotFound);
    if (!mayChange(post, me)) return jsonError(c, 403, SERVER_TEXTS.forbidden);
    // Per-field merge: only the fields present in the body are written.
    const patch: PostPatch = {};
    if (body.content !== undefined) patch.content = body.content;
    if (body.imageUrl !== undefined) patch.imageUrl = body.imageUrl;
    if (body.skills !== undefined) patch.skills = body.skills;
    const updated = Object.keys(patch).length > 0 ? await updatePost(db, id, patch) : post;
    if (!updated) return jsonError(c, 404, SERVER_TEXTS.postNotFound);
    const author = updated.authorId === me.id ? me : await findUserById(db, updated.authorId);
    if (!author) return jsonError(c, 404, SERVER_TEXTS.postNotFound);
    return c.json(toPost(updated, author, env));
  });

  app.delete('/:id', requireUser, async (c) => {
    const id = postIdOf(c.req.param('id'));
    const me = c.var.user;
    const db = c.var.db;
    const post = id ? await findPost(db, id) : undefined;
    // Deleting twice (an outbox replay) answers 404, which the client treats as settled.
    if (!id || !post) return jsonError(c, 404, SERVER_TEXTS.postNotFound);
    if (!mayChange(post, me)) return jsonError(c, 403, SERVER_TEXTS.forbidden);
    if (!(await deletePost(db, id))) return jsonError(c, 404, SERVER_TEXTS.postNotFound);
    return c.json({ ok: true as const });
  });

  return app;
}
