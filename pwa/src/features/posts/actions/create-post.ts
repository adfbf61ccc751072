// Create a post: the row appears at once (pending) and POST /api/posts waits in the outbox, in
// ONE Dexie transaction. The id is made here and kept by the server, so a replay is not a dupe;
// the row is built by the same function the server uses (newPost).
import { newPost } from '@greenroom/shared-model/rows/posts';
import type { CreatePostInput, Post } from '@greenroom/shared-model/schemas/posts';
import type { UserSummary } from '@greenroom/shared-model/schemas/users';
import type { MemberDb, OutboxEntry } from '../../../client-core/local-db/member-db';
import { enqueueCreate } from '../../../client-core/outbox/enqueue-mutation';
import { authorSummary } from './author-summary';

export type NewPost = Omit<CreatePostInput, 'id'>;

/** Validates (throws the schema's error, e.g. 'Content required'), then queues. */
export async function createPost(
  db: MemberDb,
  author: UserSummary,
  input: NewPost,
  now: Date = new Date(),
): Promise<{ post: Post; entry: OutboxEntry }> {
  const { row, entry } = await enqueueCreate(db, 'createPost', 'posts', input, (body, id) =>
    newPost({ ...body, id }, authorSummary(author), now),
  );
  return { post: row, entry };
}
