// Drizzle queries of posts; every function takes the pool or the request's transaction.
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { posts } from '../../db/schema/feed';
import { type UserRow, users } from '../../db/schema/users';
import { isBlockedBetween, notMutedBy, visibleTo } from '../privacy/blocks.repo';
import { hiddenItemIds, type Viewer } from '../reports/visibility';
import type { NewPostRow, PostRow } from './posts.serialize';

export interface PostWithAuthor {
  post: PostRow;
  author: UserRow;
}

/** Insert unless the id exists; returns the new row, or null when the id was taken. */
export async function insertPostIfAbsent(db: AppDb, values: NewPostRow): Promise<PostRow | null> {
  const [row] = await db.insert(posts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findPost(db: AppDb, id: string): Promise<PostRow | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  return row;
}

async function findPostWithAuthor(db: AppDb, id: string): Promise<PostWithAuthor | undefined> {
  const [row] = await db
    .select({ post: posts, author: users })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(eq(posts.id, id))
    .limit(1);
  return row;
}

/**
 * The post with its author when the viewer may see it (no block between them, not hidden from
 * them by reports); else undefined, which callers answer 404 "Post not found".
 */
export async function findPostFor(
  db: AppDb,
  id: string,
  viewer: Viewer,
): Promise<PostWithAuthor | undefined> {
  const found = await findPostWithAuthor(db, id);
  if (!found) return undefined;
  if ((await hiddenItemIds(db, 'post', [found.post], viewer)).size > 0) return undefined;
  if (await isBlockedBetween(db, viewer.id, found.post.authorId)) return undefined;
  return found;
}

export interface ListPostsOptions {
  /** Only posts created strictly before this instant. */
  before?: Date | undefined;
  /** Only posts created at or after this instant (the sync feed window). */
  since?: Date | undefined;
  authorId?: string | undefined;
  limit: number;
  /** The member reading: authors a block stands between are left out (ADR 024). */
  viewerId?: string | undefined;
  /** Also leave out the authors the viewer muted (their feed). */
  hideMuted?: boolean;
}

/** Newest first (ties broken by id so that pages are stable). */
export async function listPosts(db: AppDb, options: ListPostsOptions): Promise<PostWithAuthor[]> {
  const where: SQL[] = [];
  if (options.before) where.push(lt(posts.createdAt, options.before));
  if (options.since) where.push(gte(posts.createdAt, options.since));
  if (options.authorId) where.push(eq(posts.authorId, options.authorId));
  if (options.viewerId) {
    where.push(visibleTo(options.viewerId, posts.authorId));
    if (options.hideMuted) where.push(notMutedBy(options.viewerId, posts.authorId));
  }
  return db
    .select({ post: posts, author: users })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(options.limit);
}

export type PostPatch = Partial<Pick<NewPostRow, 'content' | 'imageUrl' | 'skills'>>;

export async function updatePost(
  db: AppDb,
  id: string,
  patch: PostPatch,
  now: Date,
): Promise<PostRow | undefined> {
  const [row] = await db
    .update(posts)
    .set({ ...patch, updatedAt: now })
    .where(eq(posts.id, id))
    .returning();
  return row;
}

/** True when a row was deleted. */
export async function deletePost(db: AppDb, id: string): Promise<boolean> {
  const rows = await db.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
  return rows.length > 0;
}
