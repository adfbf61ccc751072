// Like and unlike a portfolio item: my like row appears or goes at once (pending), the write waits
// in the outbox; the count shown is the server's plus what still waits (sync/use-my-likes.ts).
import { newPortfolioItemLike } from '@greenroom/shared-model/rows/portfolio';
import type { MemberDb, OutboxEntry } from '../../../client-core/local-db/member-db';
import { enqueueMutation } from '../../../client-core/outbox/enqueue-mutation';
import { captureUndo, deleteOptimistic, putPending } from '../../../client-core/outbox/undo';

export async function likePortfolioItem(
  db: MemberDb,
  userId: string,
  itemId: string,
  now: Date = new Date(),
): Promise<OutboxEntry> {
  const { entry } = await enqueueMutation(db, 'likePortfolioItem', {
    params: { id: itemId },
    body: {},
    entity: 'portfolioItemLikes',
    entityId: itemId,
    tables: ['portfolioItemLikes'],
    undo: (tx) => captureUndo(tx, 'portfolioItemLikes', itemId),
    apply: (tx) => putPending(tx, 'portfolioItemLikes', newPortfolioItemLike(itemId, userId, now)),
  });
  return entry;
}

export async function unlikePortfolioItem(db: MemberDb, itemId: string): Promise<OutboxEntry> {
  const { entry } = await enqueueMutation(db, 'unlikePortfolioItem', {
    params: { id: itemId },
    entity: 'portfolioItemLikes',
    entityId: itemId,
    tables: ['portfolioItemLikes'],
    undo: (tx) => captureUndo(tx, 'portfolioItemLikes', itemId),
    apply: (tx) => deleteOptimistic(tx, 'portfolioItemLikes', itemId),
  });
  return entry;
}
