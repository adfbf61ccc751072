// Comments under posts (#34): one level of replies, mentions written as @[Name](member id).
import { z } from 'zod';
import { COMMENT_MAX_LENGTH } from '../constants';
import { COMMENT_TEXTS } from '../texts';
import { ClientId, Id, Timestamp, text } from './common';
import { mutation } from './mutation-def';
import { UserSummary } from './users';

/** A comment (replicated entity 'comment'). `parentId` names the comment it answers. */
export const Comment = z.object({
  id: Id,
  postId: Id,
  /** The post's author (who may delete any comment on it; a block with them hides it). */
  postAuthorId: Id,
  authorId: Id,
  /** The author's public summary (a copy, re-sent when their profile changes). */
  author: UserSummary,
  parentId: Id.nullable(),
  content: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Comment = z.infer<typeof Comment>;

const CommentText = text(COMMENT_TEXTS.required)
  .trim()
  .min(1, COMMENT_TEXTS.required)
  .max(COMMENT_MAX_LENGTH, COMMENT_TEXTS.tooLong);

/** POST /api/posts/{id}/comments */
export const CreateCommentBody = z.object({
  id: ClientId,
  content: CommentText,
  parentId: Id.nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type CreateCommentBody = z.infer<typeof CreateCommentBody>;

/** PUT /api/comments/{id} */
export const UpdateCommentBody = z.object({ content: CommentText });
export type UpdateCommentBody = z.infer<typeof UpdateCommentBody>;

/** GET /api/posts/{id}/comments: every comment the reader may see, oldest first. */
export const PostComments = z.object({ comments: z.array(Comment) });
export type PostComments = z.infer<typeof PostComments>;

/** The comment writes of the outbox (see mutations.ts). */
export const CommentMutations = {
  createComment: mutation('POST', '/api/posts/:id/comments', CreateCommentBody),
  updateComment: mutation('PUT', '/api/comments/:id', UpdateCommentBody),
  deleteComment: mutation('DELETE', '/api/comments/:id'),
} as const;
