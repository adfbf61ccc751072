// Edit a post: the changed fields show at once (pending); PUT /api/posts/{id} waits in the
// outbox. The merge is the server's own (editedPost); a refusal restores the row as it was.
import { editedPost } from '@greenroom/shared-model/rows/posts';
import type { MemberDb, OutboxEntry } from '../../../client-core/local-db/member-db';
import { enqueueMutation } from '../../../client-core/outbox/enqueue-mutation';
import { captureUndo, updatePendingWith } from '../../../client-core/outbox/undo';

/** The fields of PUT /api/posts/{id}; absent ones stay as they are. */
export interface PostChanges {
  content?: string;
  imageUrl?: string | null;
  skills?: string[] | null;
}

export async function updatePost(
  db: MemberDb,
  id: string,
  changes: PostChanges,
  now: Date = new Date(),
): Promise<OutboxEntry> {
  const { entry } = await enqueueMutation(db, 'updatePost', {
    params: { id },
    body: changes,
    entity: 'posts',
    entityId: id,
    tables: ['posts'],
    undo: (tx) => captureUndo(tx, 'posts', id),
    apply: (tx, body) => updatePendingWith(tx, 'posts', id, (post) => editedPost(post, body, now)),
  });
  return entry;
}
