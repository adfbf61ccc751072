// Like and unlike a post: the member's own like row appears or goes at once (pending), the write
// waits in the outbox. The count on the card is the server's plus what still waits
// (sync/use-my-likes.ts), so the post row itself is never changed here.
import { newPostLike } from '@greenroom/shared-model/rows/posts';
import type { MemberDb, OutboxEntry } from '../../../client-core/local-db/member-db';
import { enqueueMutation } from '../../../client-core/outbox/enqueue-mutation';
import { captureUndo, deleteOptimistic, putPending } from '../../../client-core/outbox/undo';

export async function likePost(
  db: MemberDb,
  userId: string,
  postId: string,
  now: Date = new Date(),
): Promise<OutboxEntry> {
  const { entry } = await enqueueMutation(db, 'likePost', {
    params: { id: postId },
    body: {},
    entity: 'postLikes',
    entityId: postId,
    tables: ['postLikes'],
    undo: (tx) => captureUndo(tx, 'postLikes', postId),
    apply: (tx) => putPending(tx, 'postLikes', newPostLike(postId, userId, now)),
  });
  return entry;
}

export async function unlikePost(db: MemberDb, postId: string): Promise<OutboxEntry> {
  const { entry } = await enqueueMutation(db, 'unlikePost', {
    params: { id: postId },
    entity: 'postLikes',
    entityId: postId,
    tables: ['postLikes'],
    undo: (tx) => captureUndo(tx, 'postLikes', postId),
    apply: (tx) => deleteOptimistic(tx, 'postLikes', postId),
  });
  return entry;
}
