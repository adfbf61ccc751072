// Rows put straight into a member's replica in the browser (IndexedDB, past Dexie: they show from
// the page's next load), for the tests and benches that need many: a feed of 10,000 items, a few
// hundred jobs. Put them once the first sync has recorded its position (replica-position.ts),
// or its reset drops them.
import { testUser } from '@greenroom/pwa/client-core/testing/fixtures';
import type { Page } from '@playwright/test';

const SEED_AUTHOR = {
  id: '5eed0000-0000-4000-8000-000000000001',
  firstName: 'Bench',
  lastName: 'Author',
  email: 'bench.author@nyu.edu',
  profileImageUrl: null,
  school: null,
  major: 'Film and Television',
  graduationYear: 2027,
  isVerified: true,
};

function common(createdAt: string) {
  return {
    id: crypto.randomUUID(),
    author: SEED_AUTHOR,
    authorId: SEED_AUTHOR.id,
    createdAt,
    updatedAt: createdAt,
  };
}

export function seedPost(createdAt: string, content: string) {
  return { ...common(createdAt), content, imageUrl: null, type: 'post', skills: ['Editing'] };
}

export function seedJob(createdAt: string, title: string) {
  return {
    ...common(createdAt),
    title,
    description: 'Two nights in Brooklyn, paid.',
    requirements: null,
    budget: '$300',
    duration: '2 nights',
    location: 'Brooklyn',
    startDate: null,
    type: null,
    paymentType: 'paid',
    skills: ['Lighting'],
    targetSchool: null,
  };
}

export function seedEvent(createdAt: string, title: string) {
  return {
    ...common(createdAt),
    title,
    description: 'A screening.',
    eventDate: createdAt,
    location: 'Cantor',
  };
}

/** A comment under `post` by the seed author; `parentId` makes it a reply. */
export function seedComment(
  post: { id: string; authorId: string },
  createdAt: string,
  content: string,
  parentId: string | null = null,
) {
  return { ...common(createdAt), postId: post.id, postAuthorId: post.authorId, parentId, content };
}

/** A member's profile as the replica holds it (every field). */
export function seedUser(firstName: string, lastName: string) {
  return testUser(crypto.randomUUID(), {
    firstName,
    lastName,
    major: 'Film and Television',
    graduationYear: 2027,
    bio: 'Shoots, cuts and mixes.',
    skills: ['Editing'],
  });
}

export type SeedRows = Partial<
  Record<'posts' | 'jobs' | 'events' | 'users' | 'comments', object[]>
>;

/** Puts `rows` into the member's replica in one transaction. */
export async function putReplicaRows(page: Page, userId: string, rows: SeedRows): Promise<void> {
  await page.evaluate(
    async ({ userId, rows }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(`greenroom-member-${userId}`);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction(Object.keys(rows), 'readwrite');
      for (const [table, list] of Object.entries(rows)) {
        for (const row of list ?? []) tx.objectStore(table).put(row);
      }
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { userId, rows },
  );
}
