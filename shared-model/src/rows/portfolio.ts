// What the optimistic portfolio item and the server's item share: a new item from its body, an
// edit merged per field, and a reorder (sortOrder = the index in the new order).
import type {
  CreatePortfolioItemBody,
  PortfolioItem,
  PortfolioItemLike,
  ReorderPortfolioBody,
  UpdatePortfolioItemBody,
} from '../schemas/portfolio';

/** A new item of `userId` at `now`; it sorts last until the member reorders. */
export function newPortfolioItem(
  body: CreatePortfolioItemBody & { id: string },
  userId: string,
  now: Date,
): PortfolioItem {
  return {
    id: body.id,
    userId,
    title: body.title,
    description: body.description,
    tags: body.tags,
    mediaUrl: body.mediaUrl,
    mediaType: body.mediaType,
    sortOrder: null,
    createdAt: now.toISOString(),
  };
}

export type PortfolioEdit = Partial<
  Pick<PortfolioItem, 'title' | 'description' | 'tags' | 'mediaUrl' | 'mediaType'>
>;

/** The fields an edit writes: only those present in the body. */
export function portfolioEdit(body: UpdatePortfolioItemBody): PortfolioEdit {
  const edit: PortfolioEdit = { title: body.title };
  if (body.description !== undefined) edit.description = body.description;
  if (body.tags !== undefined) edit.tags = body.tags;
  if (body.mediaUrl !== undefined && body.mediaType !== undefined) {
    edit.mediaUrl = body.mediaUrl;
    edit.mediaType = body.mediaType;
  }
  return edit;
}

export function editedPortfolioItem<P extends PortfolioItem>(
  item: P,
  body: UpdatePortfolioItemBody,
): P {
  return { ...item, ...portfolioEdit(body) };
}

/** The body of a reorder: each item's index in `orderedIds`. */
export function reorderBody(orderedIds: readonly string[]): ReorderPortfolioBody {
  return { updates: orderedIds.map((id, index) => ({ id, sortOrder: index })) };
}

/** The new sortOrder of each id a reorder names. */
export function sortOrders(body: ReorderPortfolioBody): Map<string, number> {
  return new Map(body.updates.map((u) => [u.id, u.sortOrder]));
}

/** My like of a portfolio item, as the server stores it and my device shows it at once. */
export function newPortfolioItemLike(itemId: string, userId: string, now: Date): PortfolioItemLike {
  return { itemId, userId, createdAt: now.toISOString() };
}
