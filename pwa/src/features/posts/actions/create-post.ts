// Create a post: the row appears at once (pending) and POST /api/posts waits in the outbox, in
// ONE Dexie transaction. The id is made here and kept by the server, so a replay is not a dupe;
// the row is built by the same function the server uses (newPost).
import { newPost } from '@greenroom/shared-model/rows/posts';
import type { MediaInfo } from '@greenroom/shared-model/schemas/media';
import type { CreatePostInput, Post } from '@greenroom/shared-model/schemas/posts';
import type { UserSummary } from '@greenroom/shared-model/schemas/users';
import type { MemberDb, OutboxEntry } from '../../../client-core/local-db/member-db';
import { enqueueCreate } from '../../../client-core/outbox/enqueue-mutation';
import { authorSummary } from './author-summary';

/** A new post; `imageInfo` (from the upload's reply) only shapes the pending row: the server
 * takes the image's info from its own record (ADR 044). */
export type NewPost = Omit<CreatePostInput, 'id'> & { imageInfo?: MediaInfo | null };

/** Validates (throws the schema's error, e.g. 'Content required'), then queues. */
export async function createPost(
  db: MemberDb,
  author: UserSummary,
  { imageInfo, ...input }: NewPost,
  now: Date = new Date(),
): Promise<{ post: Post; entry: OutboxEntry }> {
  const { row, entry } = await enqueueCreate(db, 'createPost', 'posts', input, (body, id) => ({
    ...newPost({ ...body, id }, authorSummary(author), now),
    ...(imageInfo ? { imageInfo } : {}),
  }));
  return { post: row, entry };
}
