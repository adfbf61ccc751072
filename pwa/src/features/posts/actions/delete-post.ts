// Delete a post: it leaves the list at once; DELETE /api/posts/{id} waits in the outbox. A
// refusal puts the row back (spec: "removed optimistically, rolled back on error").
import type { MemberDb, OutboxEntry } from '../../../client-core/local-db/member-db';
import { enqueueMutation } from '../../../client-core/outbox/enqueue-mutation';
import { captureUndo, deleteOptimistic } from '../../../client-core/outbox/undo';

export async function deletePost(db: MemberDb, id: string): Promise<OutboxEntry> {
  const { entry } = await enqueueMutation(db, 'deletePost', {
    params: { id },
    entity: 'posts',
    entityId: id,
    tables: ['posts'],
    undo: (tx) => captureUndo(tx, 'posts', id),
    apply: (tx) => deleteOptimistic(tx, 'posts', id),
  });
  return entry;
}
