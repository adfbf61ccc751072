// The one serialisation of a portfolio item for replies (REST and sync).
import type { PortfolioItem, PortfolioItemLike } from '@greenroom/shared-model/schemas/portfolio';
import type { portfolioItemLikes, portfolioItems } from '../../db/schema/profiles';

export type PortfolioItemRow = typeof portfolioItems.$inferSelect;
export type NewPortfolioItemRow = typeof portfolioItems.$inferInsert;

export function toPortfolioItem(row: PortfolioItemRow): PortfolioItem {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    tags: row.tags,
    mediaUrl: row.mediaUrl ?? '',
    mediaInfo: row.mediaInfo,
    mediaType: row.mediaType as PortfolioItem['mediaType'],
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    likeCount: row.likeCount,
  };
}

export function toPortfolioItemLike(
  row: typeof portfolioItemLikes.$inferSelect,
): PortfolioItemLike {
  return { itemId: row.itemId, userId: row.userId, createdAt: row.createdAt.toISOString() };
}
