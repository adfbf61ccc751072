// The one serialisation of a post for replies (REST and sync pull).
import type { Post, PostLike } from '@greenroom/shared-model/schemas/posts';
import type { postLikes, posts } from '../../db/schema/feed';
import type { UserRow } from '../../db/schema/users';
import type { AppEnv } from '../../env';
import { toUser } from '../users/users.serialize';

export type PostRow = typeof posts.$inferSelect;
export type NewPostRow = typeof posts.$inferInsert;

/** A post with its author as the public User (a superset of the contract's UserSummary). */
export function toPost(row: PostRow, author: UserRow, env: AppEnv): Post {
  return {
    id: row.id,
    content: row.content,
    imageUrl: row.imageUrl,
    imageInfo: row.imageInfo,
    type: row.type,
    skills: row.skills,
    author: toUser(author, env),
    authorId: row.authorId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    likeCount: row.likeCount,
    commentCount: row.commentCount,
  };
}

export function toPostLike(row: typeof postLikes.$inferSelect): PostLike {
  return { postId: row.postId, userId: row.userId, createdAt: row.createdAt.toISOString() };
}
