// Likes of portfolio items: one row per member and item (migration 0023 keeps the item's count).
import { newPortfolioItemLike } from '@greenroom/shared-model/rows/portfolio';
import { and, count, eq, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { portfolioItemLikes } from '../../db/schema/profiles';

export type PortfolioItemLikeRow = typeof portfolioItemLikes.$inferSelect;

/** The like, new or the one already there (a double tap, a replay): `created` says which. */
export async function likePortfolioItem(
  db: AppDb,
  itemId: string,
  userId: string,
  now: Date,
): Promise<{ like: PortfolioItemLikeRow; created: boolean }> {
  const like = newPortfolioItemLike(itemId, userId, now);
  const [created] = await db
    .insert(portfolioItemLikes)
    .values({ ...like, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (created) return { like: created, created: true };
  const [existing] = await db
    .select()
    .from(portfolioItemLikes)
    .where(and(eq(portfolioItemLikes.itemId, itemId), eq(portfolioItemLikes.userId, userId)));
  return { like: existing!, created: false };
}

export async function unlikePortfolioItem(db: AppDb, itemId: string, userId: string) {
  await db
    .delete(portfolioItemLikes)
    .where(and(eq(portfolioItemLikes.itemId, itemId), eq(portfolioItemLikes.userId, userId)));
}

/** How many members other than `exceptId` (the owner) like the item. */
export async function itemLikesExcept(db: AppDb, itemId: string, exceptId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(portfolioItemLikes)
    .where(and(eq(portfolioItemLikes.itemId, itemId), ne(portfolioItemLikes.userId, exceptId)));
  return row?.n ?? 0;
}
