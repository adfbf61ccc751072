// Create a post: the row appears at once (pending) and POST /api/posts waits in the outbox, in
// ONE Dexie transaction. The id is made here and kept by the server, so a replay is not a dupe.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import {
  CreatePostBody,
  type CreatePostInput,
  type Post,
} from '@greenroom/shared-model/schemas/posts';
import type { UserSummary } from '@greenroom/shared-model/schemas/users';
import type { MemberDb, OutboxEntry } from '../../../client-core/local-db/member-db';
import { enqueueValidated } from '../../../client-core/outbox/enqueue-validated';
import { putPending, undoCreate } from '../../../client-core/outbox/undo';
import { authorSummary } from './author-summary';

export type NewPost = Omit<CreatePostInput, 'id'>;

/** Validates (throws the schema's error, e.g. 'Content required'), then queues. */
export async function createPost(
  db: MemberDb,
  author: UserSummary,
  input: NewPost,
  now: Date = new Date(),
): Promise<{ post: Post; entry: OutboxEntry }> {
  const id = crypto.randomUUID();
  const body = CreatePostBody.parse({ ...input, id });
  const row: Post = {
    id,
    content: body.content,
    imageUrl: body.imageUrl,
    type: body.type,
    skills: body.skills,
    author: authorSummary(author),
    authorId: author.id,
    createdAt: now.toISOString(),
  };
  const entry = await enqueueValidated(CreatePostBody, db, {
    method: 'POST',
    path: apiPaths.posts.create,
    body,
    entity: 'posts',
    entityId: id,
    tables: ['posts'],
    undo: undoCreate('posts', id),
    apply: (tx) => putPending(tx, 'posts', row),
  });
  return { post: row, entry };
}
