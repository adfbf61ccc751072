// Comments under posts (migration 0022 keeps posts.comment_count and the change log).
import { and, asc, countDistinct, eq, inArray, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { postComments } from '../../db/schema/comments';
import { type UserRow, users } from '../../db/schema/users';
import { isBlockedBetween, visibleTo } from '../privacy/blocks.repo';
import { reportVisibilitySql, type Viewer } from '../reports/visibility';
import type { CommentRow } from './comments.serialize';

export type NewCommentRow = typeof postComments.$inferInsert;

/** The comment, or undefined when the id is taken already (a replay: the caller decides). */
export async function insertCommentIfAbsent(
  db: AppDb,
  row: NewCommentRow,
): Promise<CommentRow | undefined> {
  const [created] = await db.insert(postComments).values(row).onConflictDoNothing().returning();
  return created;
}

export async function findComment(db: AppDb, id: string): Promise<CommentRow | undefined> {
  const [row] = await db.select().from(postComments).where(eq(postComments.id, id));
  return row;
}

/** The comment when the viewer may see it (no block with its author or the post's, not hidden
 * by reports); else undefined, answered 404 "Comment not found". */
export async function findCommentFor(
  db: AppDb,
  id: string,
  viewer: Viewer,
): Promise<CommentRow | undefined> {
  const [row] = await db
    .select()
    .from(postComments)
    .where(
      and(
        eq(postComments.id, id),
        reportVisibilitySql('comment', postComments.id, postComments.authorId, viewer),
      ),
    );
  if (!row) return undefined;
  if (await isBlockedBetween(db, viewer.id, row.authorId)) return undefined;
  return row;
}

export async function updateCommentContent(
  db: AppDb,
  id: string,
  content: string,
  now: Date,
): Promise<CommentRow | undefined> {
  const [row] = await db
    .update(postComments)
    .set({ content, updatedAt: now })
    .where(eq(postComments.id, id))
    .returning();
  return row;
}

export async function deleteComment(db: AppDb, id: string): Promise<boolean> {
  const rows = await db
    .delete(postComments)
    .where(eq(postComments.id, id))
    .returning({ id: postComments.id });
  return rows.length > 0;
}

/** Every comment of the post the viewer may see, oldest first (the post page's REST read). */
export async function commentsOfPost(
  db: AppDb,
  postId: string,
  viewer: Viewer,
): Promise<{ comment: CommentRow; author: UserRow }[]> {
  return db
    .select({ comment: postComments, author: users })
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.authorId))
    .where(
      and(
        eq(postComments.postId, postId),
        visibleTo(viewer.id, postComments.authorId),
        reportVisibilitySql('comment', postComments.id, postComments.authorId, viewer),
      ),
    )
    .orderBy(asc(postComments.createdAt), asc(postComments.id));
}

/** How many members other than `exceptId` (the post's author) commented on the post. */
export async function commentersExcept(
  db: AppDb,
  postId: string,
  exceptId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(postComments.authorId) })
    .from(postComments)
    .where(and(eq(postComments.postId, postId), ne(postComments.authorId, exceptId)));
  return row?.n ?? 0;
}

/** Of these ids, the members who exist and have not deleted their account. */
export async function existingMemberIds(db: AppDb, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, deletedAt: users.deletedAt })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return rows.filter((r) => !r.deletedAt).map((r) => r.id);
}
