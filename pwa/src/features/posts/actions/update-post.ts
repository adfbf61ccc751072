// Edit a post: the changed fields show at once (pending); PUT /api/posts/{id} (a per-field merge
// on the server) waits in the outbox. A refusal restores the row as it was.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { type Post, UpdatePostBody } from '@greenroom/shared-model/schemas/posts';
import type { MemberDb, OutboxEntry } from '../../../client-core/local-db/member-db';
import { enqueueValidated } from '../../../client-core/outbox/enqueue-validated';
import { captureUndo, updatePending } from '../../../client-core/outbox/undo';

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
): Promise<OutboxEntry> {
  const body = UpdatePostBody.parse(changes);
  const fields: Partial<Post> = {};
  if (body.content !== undefined) fields.content = body.content;
  if (body.imageUrl !== undefined) fields.imageUrl = body.imageUrl;
  if (body.skills !== undefined) fields.skills = body.skills;
  return enqueueValidated(UpdatePostBody, db, {
    method: 'PUT',
    path: apiPaths.posts.byId(id),
    body,
    entity: 'posts',
    entityId: id,
    tables: ['posts'],
    undo: (tx) => captureUndo(tx, 'posts', id),
    apply: (tx) => updatePending(tx, 'posts', id, fields),
  });
}
