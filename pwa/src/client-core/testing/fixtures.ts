import type { User, UserSummary } from '@greenroom/shared-model/schemas/users';
// Helpers shared by the client-core tests (fake-indexeddb must be imported by the test file).
import { type MemberDb, openMemberDb } from '../local-db/member-db';
import { enqueue } from '../outbox/enqueue';
import {
  captureUndo,
  deleteOptimistic,
  putPending,
  undoCreate,
  updatePending,
} from '../outbox/undo';

/** The signed-in member as the author of optimistic rows in action tests. */
export const TEST_AUTHOR: UserSummary = {
  id: '0a5d2b0e-7b39-4a39-9c3f-6f7f3f1b2c01',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@nyu.edu',
  profileImageUrl: null,
  school: 'Tisch',
  major: 'Film',
  graduationYear: 2027,
  isVerified: true,
};

/** A member's profile row as the replica holds it (every field; override what a test needs). */
export function testUser(id: string, overrides: Partial<User> = {}): User {
  return {
    id,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `${id}@nyu.edu`,
    phoneNumber: null,
    profileImageUrl: null,
    school: null,
    major: null,
    program: null,
    graduationYear: null,
    bio: null,
    skills: [],
    portfolioUrl: null,
    website: null,
    instagramUrl: null,
    linkedinUrl: null,
    twitterUrl: null,
    youtubeUrl: null,
    imdbUrl: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    isVerified: true,
    isSuspended: false,
    isAdmin: false,
    ...overrides,
  };
}

export interface TestPost {
  id: string;
  content: string;
  authorId: string;
  createdAt: string;
  [field: string]: unknown;
}

export function testPost(id: string, content = 'hello', createdAt = '2026-01-01T00:00:00.000Z') {
  return { id, content, authorId: 'me', createdAt } as TestPost;
}

const opened: MemberDb[] = [];

/** A member database with a unique name; close them all with `closeTestDbs` after each test. */
export function testDb(userId: string = crypto.randomUUID()): MemberDb {
  const db = openMemberDb(userId);
  opened.push(db);
  return db;
}

export function closeTestDbs(): void {
  for (const db of opened.splice(0)) db.close();
}

/** The feature actions the tests need, written as a real feature action would be. */
export function createPost(db: MemberDb, post: TestPost) {
  return enqueue(db, {
    name: 'createPost',
    method: 'POST',
    path: '/api/posts',
    body: post,
    entity: 'posts',
    entityId: post.id,
    tables: ['posts'],
    undo: undoCreate('posts', post.id),
    apply: (tx) => putPending(tx, 'posts', post as never),
  });
}

export function editPost(db: MemberDb, id: string, changes: Record<string, unknown>) {
  return enqueue(db, {
    name: 'updatePost',
    method: 'PATCH',
    path: `/api/posts/${id}`,
    body: changes,
    entity: 'posts',
    entityId: id,
    tables: ['posts'],
    undo: (tx) => captureUndo(tx, 'posts', id),
    apply: (tx) => updatePending(tx, 'posts', id, changes as never),
  });
}

export function deletePost(db: MemberDb, id: string) {
  return enqueue(db, {
    name: 'deletePost',
    method: 'DELETE',
    path: `/api/posts/${id}`,
    entity: 'posts',
    entityId: id,
    tables: ['posts'],
    undo: (tx) => captureUndo(tx, 'posts', id),
    apply: (tx) => deleteOptimistic(tx, 'posts', id),
  });
}
