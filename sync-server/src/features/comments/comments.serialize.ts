// The one serialisation of a comment for replies (REST and sync pull).
import type { Comment } from '@greenroom/shared-model/schemas/comments';
import type { postComments } from '../../db/schema/comments';
import type { UserRow } from '../../db/schema/users';
import type { AppEnv } from '../../env';
import { toUserSummary } from '../users/users.serialize';

export type CommentRow = typeof postComments.$inferSelect;

export function toComment(row: CommentRow, author: UserRow, env: AppEnv): Comment {
  return {
    id: row.id,
    postId: row.postId,
    postAuthorId: row.postAuthorId,
    authorId: row.authorId,
    author: toUserSummary(author, env),
    parentId: row.parentId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
