// The member's write actions, shaped like the PWA's feature actions (`pwa/src/features/<f>/
// actions/`): ONE Dexie transaction = optimistic change + outbox entry carrying the spec's REST
// call, body validated with the shared schema before it is stored. The `invalid*` variants skip
// validation on purpose (an out-of-date client) so that the server's refusal path is exercised.
import type { MemberDb, OutboxEntry } from '@greenroom/pwa/client-core/local-db/member-db';
import { enqueue } from '@greenroom/pwa/client-core/outbox/enqueue';
import { enqueueValidated } from '@greenroom/pwa/client-core/outbox/enqueue-validated';
import {
  captureUndo,
  deleteOptimistic,
  putPending,
  undoCreate,
  updatePending,
} from '@greenroom/pwa/client-core/outbox/undo';
import { apiPaths } from '@greenroom/shared-model/api-paths';
import {
  CreatePostBody,
  type CreatePostInput,
  type Post,
  UpdatePostBody,
} from '@greenroom/shared-model/schemas/posts';
import {
  type CurrentUser,
  UpdateProfileBody,
  type UpdateProfileInput,
  type UserSummary,
} from '@greenroom/shared-model/schemas/users';

export function summaryOf(user: CurrentUser): UserSummary {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    school: user.school,
    major: user.major,
    graduationYear: user.graduationYear,
    isVerified: user.isVerified,
  };
}

/** POST /api/posts with a client-generated id; the post shows at once, marked pending. */
export async function createPost(
  db: MemberDb,
  me: CurrentUser,
  input: Omit<CreatePostInput, 'id'> & { id?: string },
): Promise<{ id: string; entry: OutboxEntry }> {
  const id = input.id ?? crypto.randomUUID();
  const body = CreatePostBody.parse({ ...input, id });
  const row: Post = {
    id,
    content: body.content,
    imageUrl: body.imageUrl,
    type: body.type,
    skills: body.skills,
    author: summaryOf(me),
    authorId: me.id,
    createdAt: new Date().toISOString(),
  };
  const entry = await enqueueValidated(CreatePostBody, db, {
    method: 'POST',
    path: '/api/posts',
    body,
    entity: 'posts',
    entityId: id,
    tables: ['posts'],
    undo: undoCreate('posts', id),
    apply: (tx) => putPending(tx, 'posts', row),
  });
  return { id, entry };
}

/** PUT /api/posts/{id}: per-field merge. */
export async function editPost(
  db: MemberDb,
  id: string,
  changes: { content?: string; skills?: string[]; imageUrl?: string | null },
): Promise<OutboxEntry> {
  const body = UpdatePostBody.parse(changes);
  return enqueueValidated(UpdatePostBody, db, {
    method: 'PUT',
    path: `/api/posts/${id}`,
    body,
    entity: 'posts',
    entityId: id,
    tables: ['posts'],
    undo: (tx) => captureUndo(tx, 'posts', id),
    apply: (tx) => updatePending(tx, 'posts', id, definedOnly(body)),
  });
}

/** DELETE /api/posts/{id}: gone from the replica at once. */
export async function deletePost(db: MemberDb, id: string): Promise<OutboxEntry> {
  return enqueue(db, {
    method: 'DELETE',
    path: `/api/posts/${id}`,
    entity: 'posts',
    entityId: id,
    tables: ['posts'],
    undo: (tx) => captureUndo(tx, 'posts', id),
    apply: (tx) => deleteOptimistic(tx, 'posts', id),
  });
}

/** PUT /api/users/profile: any subset of the profile fields (server merges per field). */
export async function editProfile(
  db: MemberDb,
  me: CurrentUser,
  changes: UpdateProfileInput,
): Promise<OutboxEntry> {
  const body = UpdateProfileBody.parse(changes);
  return enqueueValidated(UpdateProfileBody, db, {
    method: 'PUT',
    path: apiPaths.users.profile,
    body,
    entity: 'users',
    entityId: me.id,
    tables: ['users'],
    undo: (tx) => captureUndo(tx, 'users', me.id),
    apply: (tx) => updatePending(tx, 'users', me.id, definedOnly(body) as never),
  });
}

// ─── Writes the server must refuse (validation skipped on purpose) ─────────────────────────

/** A create with empty content: the server answers 400 and the optimistic post is undone. */
export async function invalidCreatePost(
  db: MemberDb,
  me: CurrentUser,
): Promise<{ id: string; entry: OutboxEntry }> {
  const id = crypto.randomUUID();
  const row: Post = {
    id,
    content: '',
    imageUrl: null,
    type: 'post',
    skills: [],
    author: summaryOf(me),
    authorId: me.id,
    createdAt: new Date().toISOString(),
  };
  const entry = await enqueue(db, {
    method: 'POST',
    path: '/api/posts',
    body: { id, content: '', type: 'post', skills: [] },
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
    method: 'PUT',
    path: `/api/posts/${id}`,
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

function definedOnly<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
