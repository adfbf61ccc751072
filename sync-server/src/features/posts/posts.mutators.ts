// The post writes (spec part 2 §5, §7): POST /api/posts, PUT and DELETE /api/posts/{id}; likes,
// POST and DELETE /api/posts/{id}/like.
import { isEmptyEdit } from '@greenroom/shared-model/rows/edit';
import { newPost, postEdit } from '@greenroom/shared-model/rows/posts';
import { likeText, NOTIFICATION_TEXTS, SERVER_TEXTS } from '@greenroom/shared-model/texts';
import type { UserRow } from '../../db/schema/users';
import type { AppEnv } from '../../env';
import { defineMutator, refuse, reply } from '../../mutators/define';
import { idOf } from '../../mutators/path-id';
import { notify } from '../notifications/notify';
import { viewerOf } from '../reports/visibility';
import { findUserById } from '../users/users.repo';
import { isEffectiveAdmin, toUser } from '../users/users.serialize';
import { likePost, likesExcept, unlikePost } from './post-likes.repo';
import { deletePost, findPost, findPostFor, insertPostIfAbsent, updatePost } from './posts.repo';
import { type PostRow, toPost, toPostLike } from './posts.serialize';

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

const likePostMutator = defineMutator('likePost', {
  limit: 'likes',
  async run({ db, actor, params, env, now }) {
    const id = idOf(params.id);
    const found = id ? await findPostFor(db, id, viewerOf(actor, env)) : undefined;
    if (!found) return refuse(404, SERVER_TEXTS.postNotFound);
    const { like, created } = await likePost(db, found.post.id, actor.id, now);
    if (created && found.post.authorId !== actor.id) {
      // One unread notification per post however many like it: "Ada and 3 others …".
      const others = (await likesExcept(db, found.post.id, found.post.authorId)) - 1;
      await notify(db, {
        recipientId: found.post.authorId,
        actorId: actor.id,
        type: 'like',
        title: NOTIFICATION_TEXTS.likeTitle,
        message: likeText(`${actor.firstName} ${actor.lastName}`.trim(), others),
        data: { postId: found.post.id, likerId: actor.id },
        group: `like:post:${found.post.id}`,
      });
    }
    return reply(toPostLike(like), created ? 201 : 200);
  },
});

const unlikePostMutator = defineMutator('unlikePost', {
  async run({ db, actor, params }) {
    const id = idOf(params.id);
    if (!id) return refuse(404, SERVER_TEXTS.postNotFound);
    // Unliking a post that is gone, or was never liked, leaves the same state: a success.
    await unlikePost(db, id, actor.id);
    return reply({ ok: true as const });
  },
});

export const POST_MUTATORS = [
  createPostMutator,
  updatePostMutator,
  deletePostMutator,
  likePostMutator,
  unlikePostMutator,
];
