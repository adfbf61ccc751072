// Delete a post: it leaves the list at once; DELETE /api/posts/{id} waits in the outbox. A
// refusal puts the row back (spec: "removed optimistically, rolled back on error").
import { apiPaths } from '@greenroom/shared-model/api-paths';
import type { MemberDb, OutboxEntry } from '../../../client-core/local-db/member-db';
import { enqueue } from '../../../client-core/outbox/enqueue';
import { captureUndo, deleteOptimistic } from '../../../client-core/outbox/undo';

export function deletePost(db: MemberDb, id: string): Promise<OutboxEntry> {
  return enqueue(db, {
    method: 'DELETE',
    path: apiPaths.posts.byId(id),
    entity: 'posts',
    entityId: id,
    tables: ['posts'],
    undo: (tx) => captureUndo(tx, 'posts', id),
    apply: (tx) => deleteOptimistic(tx, 'posts', id),
  });
}
