// The comment writes (#34): POST /api/posts/{id}/comments, PUT and DELETE /api/comments/{id}.
// One level of replies: an answer to a reply joins the reply's thread. The author edits; the
// author, the post's author and admins (audited) delete.
import { newComment } from '@greenroom/shared-model/rows/comments';
import { COMMENT_TEXTS, SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { defineMutator, refuse, reply } from '../../mutators/define';
import { idOf } from '../../mutators/path-id';
import { findPostFor } from '../posts/posts.repo';
import { viewerOf } from '../reports/visibility';
import { isEffectiveAdmin, toUserSummary } from '../users/users.serialize';
import { notifyOfComment, notifyOfEdit } from './comment-notifications';
import {
  deleteComment,
  findComment,
  findCommentFor,
  insertCommentIfAbsent,
  updateCommentContent,
} from './comments.repo';
import { toComment } from './comments.serialize';

const createCommentMutator = defineMutator('createComment', {
  limit: 'comments',
  async run({ db, actor, body, params, env, now }) {
    const postId = idOf(params.id);
    const viewer = viewerOf(actor, env);
    const found = postId ? await findPostFor(db, postId, viewer) : undefined;
    if (!found) return refuse(404, SERVER_TEXTS.postNotFound);
    const id = body.id ?? crypto.randomUUID();
    const existing = await findComment(db, id);
    if (existing) {
      // The same create sent again (a replay without its key) is a success; nothing doubles.
      if (existing.authorId === actor.id && existing.postId === found.post.id) {
        return reply(toComment(existing, actor, env), 201);
      }
      return refuse(409, SERVER_TEXTS.idTaken);
    }
    const parent = body.parentId ? await findCommentFor(db, body.parentId, viewer) : undefined;
    if (body.parentId && (!parent || parent.postId !== found.post.id)) {
      return refuse(404, COMMENT_TEXTS.notFound);
    }
    const threadId = parent ? (parent.parentId ?? parent.id) : null;
    const comment = newComment(
      { ...body, id, parentId: threadId },
      { postId: found.post.id, postAuthorId: found.post.authorId },
      toUserSummary(actor, env),
      now,
    );
    const { author: _author, ...columns } = comment;
    const created = await insertCommentIfAbsent(db, { ...columns, createdAt: now, updatedAt: now });
    if (!created) return refuse(409, SERVER_TEXTS.idTaken);
    await notifyOfComment(db, created, actor, parent);
    return reply(toComment(created, actor, env), 201);
  },
});

const updateCommentMutator = defineMutator('updateComment', {
  async run({ db, actor, body, params, env, now }) {
    const id = idOf(params.id);
    const comment = id ? await findComment(db, id) : undefined;
    if (!id || !comment) return refuse(404, COMMENT_TEXTS.notFound);
    if (comment.authorId !== actor.id) return refuse(403, SERVER_TEXTS.forbidden);
    if (comment.content === body.content) return reply(toComment(comment, actor, env));
    const updated = await updateCommentContent(db, id, body.content, now);
    if (!updated) return refuse(404, COMMENT_TEXTS.notFound);
    await notifyOfEdit(db, comment, updated, actor);
    return reply(toComment(updated, actor, env));
  },
});

const deleteCommentMutator = defineMutator('deleteComment', {
  async run({ db, actor, params, env, audit }) {
    const id = idOf(params.id);
    const comment = id ? await findComment(db, id) : undefined;
    // Deleting twice (an outbox replay) answers 404, which the client treats as settled.
    if (!id || !comment) return refuse(404, COMMENT_TEXTS.notFound);
    const mayDelete =
      comment.authorId === actor.id ||
      comment.postAuthorId === actor.id ||
      isEffectiveAdmin(actor, env);
    if (!mayDelete) return refuse(403, SERVER_TEXTS.forbidden);
    if (!(await deleteComment(db, id))) return refuse(404, COMMENT_TEXTS.notFound);
    // An admin removing another member's comment (ADR 025); the post's author is not audited.
    if (comment.postAuthorId !== actor.id) {
      await audit.onBehalfOf(comment.authorId, {
        action: 'comment.delete',
        itemKind: 'comment',
        itemId: id,
      });
    }
    return reply({ ok: true as const });
  },
});

export const COMMENT_MUTATORS = [createCommentMutator, updateCommentMutator, deleteCommentMutator];
