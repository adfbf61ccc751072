// The post writes (spec part 2 §5, §7): POST /api/posts, PUT and DELETE /api/posts/{id}.
import { isEmptyEdit } from '@greenroom/shared-model/rows/edit';
import { newPost, postEdit } from '@greenroom/shared-model/rows/posts';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import type { UserRow } from '../../db/schema/users';
import type { AppEnv } from '../../env';
import { defineMutator, refuse, reply } from '../../mutators/define';
import { idOf } from '../../mutators/path-id';
import { findUserById } from '../users/users.repo';
import { isEffectiveAdmin, toUser } from '../users/users.serialize';
import { deletePost, findPost, insertPostIfAbsent, updatePost } from './posts.repo';
import { type PostRow, toPost } from './posts.serialize';

const mayChange = (post: PostRow, me: UserRow, env: AppEnv) =>
  post.authorId === me.id || isEffectiveAdmin(me, env);

const createPostMutator = defineMutator('createPost', {
  limit: 'posts',
  async run({ db, actor, body, env, now }) {
    const id = body.id ?? crypto.randomUUID();
    const post = newPost({ ...body, id }, toUser(actor, env), now);
    const created = await insertPostIfAbsent(db, {
      id,
      authorId: actor.id,
      content: post.content,
      imageUrl: post.imageUrl,
      type: post.type,
      skills: post.skills,
      createdAt: now,
      updatedAt: now,
    });
    if (created) return reply(toPost(created, actor, env), 201);
    // The id exists: the same create sent again (a retry without its key) is a success.
    const existing = await findPost(db, id);
    if (existing && existing.authorId === actor.id && existing.content === post.content) {
      return reply(toPost(existing, actor, env), 201);
    }
    return refuse(409, SERVER_TEXTS.idTaken);
  },
});

const updatePostMutator = defineMutator('updatePost', {
  async run({ db, actor, body, params, env, now, audit }) {
    const id = idOf(params.id);
    const post = id ? await findPost(db, id) : undefined;
    if (!id || !post) return refuse(404, SERVER_TEXTS.postNotFound);
    if (!mayChange(post, actor, env)) return refuse(403, SERVER_TEXTS.forbidden);
    const edit = postEdit(body);
    const updated = isEmptyEdit(edit) ? post : await updatePost(db, id, edit, now);
    if (!updated) return refuse(404, SERVER_TEXTS.postNotFound);
    const author = updated.authorId === actor.id ? actor : await findUserById(db, updated.authorId);
    if (!author) return refuse(404, SERVER_TEXTS.postNotFound);
    await audit.onBehalfOf(post.authorId, { action: 'post.update', itemKind: 'post', itemId: id });
    return reply(toPost(updated, author, env));
  },
});

const deletePostMutator = defineMutator('deletePost', {
  async run({ db, actor, params, env, audit }) {
    const id = idOf(params.id);
    const post = id ? await findPost(db, id) : undefined;
    // Deleting twice (an outbox replay) answers 404, which the client treats as settled.
    if (!id || !post) return refuse(404, SERVER_TEXTS.postNotFound);
    if (!mayChange(post, actor, env)) return refuse(403, SERVER_TEXTS.forbidden);
    if (!(await deletePost(db, id))) return refuse(404, SERVER_TEXTS.postNotFound);
    // An admin deleting another member's post (ADR 025).
    await audit.onBehalfOf(post.authorId, { action: 'post.delete', itemKind: 'post', itemId: id });
    return reply({ ok: true as const });
  },
});

export const POST_MUTATORS = [createPostMutator, updatePostMutator, deletePostMutator];
