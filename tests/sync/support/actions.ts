// The member's writes for the sync tests: the valid ones ARE the PWA's feature actions
// (`pwa/src/features/<f>/actions/`), so these tests exercise the code members run. The
// `invalid*` variants skip validation on purpose (an out-of-date client) so that the server's
// refusal path is exercised.
import type { MemberDb, OutboxEntry } from '@greenroom/pwa/client-core/local-db/member-db';
import { enqueue } from '@greenroom/pwa/client-core/outbox/enqueue';
import {
  captureUndo,
  putPending,
  undoCreate,
  updatePending,
} from '@greenroom/pwa/client-core/outbox/undo';
import { prepareWith, setWritePreparer } from '@greenroom/pwa/client-core/outbox/write-preparer';
import { authorSummary } from '@greenroom/pwa/features/posts/actions/author-summary';
import { createPost as createPostAction } from '@greenroom/pwa/features/posts/actions/create-post';
import { deletePost as deletePostAction } from '@greenroom/pwa/features/posts/actions/delete-post';
import { type PostChanges, updatePost } from '@greenroom/pwa/features/posts/actions/update-post';
import { updateProfile } from '@greenroom/pwa/features/profile/actions/update-profile';
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { newPost } from '@greenroom/shared-model/rows/posts';
import { MUTATIONS } from '@greenroom/shared-model/schemas/mutations';
import type { CreatePostInput } from '@greenroom/shared-model/schemas/posts';
import type { CurrentUser, UpdateProfileInput } from '@greenroom/shared-model/schemas/users';

// The page prepares writes in its schema worker (main.tsx); these processes do it in-process.
setWritePreparer(prepareWith(MUTATIONS));

/** POST /api/posts with a client-generated id; the post shows at once, marked pending. */
export async function createPost(
  db: MemberDb,
  me: CurrentUser,
  input: Omit<CreatePostInput, 'id'>,
): Promise<{ id: string; entry: OutboxEntry }> {
  const { post, entry } = await createPostAction(db, me, input);
  return { id: post.id, entry };
}

/** PUT /api/posts/{id}: per-field merge. */
export function editPost(db: MemberDb, id: string, changes: PostChanges): Promise<OutboxEntry> {
  return updatePost(db, id, changes);
}

/** DELETE /api/posts/{id}: gone from the replica at once. */
export function deletePost(db: MemberDb, id: string): Promise<OutboxEntry> {
  return deletePostAction(db, id);
}

/** PUT /api/users/profile: any subset of the profile fields (server merges per field). */
export async function editProfile(
  db: MemberDb,
  me: CurrentUser,
  changes: UpdateProfileInput,
): Promise<OutboxEntry> {
  return (await updateProfile(db, me.id, changes)).entry;
}

// ─── Writes the server must refuse (validation skipped on purpose) ─────────────────────────

/**
 * A create the client did not validate (an out-of-date app): blank content by default (the
 * server answers 400), or any content the server refuses.
 */
export async function invalidCreatePost(
  db: MemberDb,
  me: CurrentUser,
  content = '',
): Promise<{ id: string; entry: OutboxEntry }> {
  const id = crypto.randomUUID();
  const body = { id, content, imageUrl: null, type: 'post' as const, skills: [] };
  const row = newPost(body, authorSummary(me), new Date());
  const entry = await enqueue(db, {
    name: 'createPost',
    method: 'POST',
    path: apiPaths.posts.create,
    body,
    entity: 'posts',
    entityId: id,
    tables: ['posts'],
    undo: undoCreate('posts', id),
    apply: (tx) => putPending(tx, 'posts', row),
  });
  return { id, entry };
}

/** An edit to blank content: 400, and the post keeps its server content. */
export async function invalidEditPost(db: MemberDb, id: string): Promise<OutboxEntry> {
  return enqueue(db, {
    name: 'updatePost',
    method: 'PUT',
    path: apiPaths.posts.byId(id),
    body: { content: '   ' },
    entity: 'posts',
    entityId: id,
    tables: ['posts'],
    undo: (tx) => captureUndo(tx, 'posts', id),
    apply: (tx) => updatePending(tx, 'posts', id, { content: '   ' }),
  });
}

/** A profile edit with a blank first name: 400. */
export async function invalidEditProfile(db: MemberDb, me: CurrentUser): Promise<OutboxEntry> {
  return enqueue(db, {
    name: 'updateProfile',
    method: 'PUT',
    path: apiPaths.users.profile,
    body: { firstName: '' },
    entity: 'users',
    entityId: me.id,
    tables: ['users'],
    undo: (tx) => captureUndo(tx, 'users', me.id),
    apply: (tx) => updatePending(tx, 'users', me.id, { firstName: '' }),
  });
}
