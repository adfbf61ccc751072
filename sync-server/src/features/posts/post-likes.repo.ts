// Likes of posts: one row per member and post (migration 0020 keeps posts.like_count).
import { newPostLike } from '@greenroom/shared-model/rows/posts';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { postLikes } from '../../db/schema/feed';
import { type UserRow, users } from '../../db/schema/users';
import { visibleTo } from '../privacy/blocks.repo';

export type PostLikeRow = typeof postLikes.$inferSelect;

/** The like, new or the one already there (a double tap, a replay): `created` says which. */
export async function likePost(
  db: AppDb,
  postId: string,
  userId: string,
  now: Date,
): Promise<{ like: PostLikeRow; created: boolean }> {
  const like = newPostLike(postId, userId, now);
  const [created] = await db
    .insert(postLikes)
    .values({ ...like, createdAt: new Date(like.createdAt) })
    .onConflictDoNothing()
    .returning();
  if (created) return { like: created, created: true };
  const [existing] = await db
    .select()
    .from(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)));
  return { like: existing!, created: false };
}

export async function unlikePost(db: AppDb, postId: string, userId: string): Promise<void> {
  await db.delete(postLikes).where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)));
}

/** Who likes the post, newest first, without members a block stands between with the viewer. */
export async function likersOf(
  db: AppDb,
  postId: string,
  viewerId: string,
  limit: number,
): Promise<UserRow[]> {
  const rows = await db
    .select({ user: users })
    .from(postLikes)
    .innerJoin(users, eq(users.id, postLikes.userId))
    .where(and(eq(postLikes.postId, postId), visibleTo(viewerId, postLikes.userId)))
    .orderBy(desc(postLikes.createdAt), desc(postLikes.userId))
    .limit(limit);
  return rows.map((r) => r.user);
}

/** How many members other than `exceptId` (the post's author) like the post. */
export async function likesExcept(db: AppDb, postId: string, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(postLikes)
    .where(and(eq(postLikes.postId, postId), ne(postLikes.userId, exceptId)));
  return row?.n ?? 0;
}
