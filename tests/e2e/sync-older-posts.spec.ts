import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { signUpMember } from './fixtures/members';
import { HomePosts } from './fixtures/sync-home';

test('posts older than the replica window are read from the server on demand', async ({ page }) => {
  const member = await signUpMember(page, { firstName: 'Agnes', lastName: 'Varda' });
  const stamp = Date.now().toString(36);
  const contents = [1, 2, 3].map((i) => `Archive reel ${i} (${stamp})`);
  for (const content of contents) {
    const reply = await page.request.post('/api/posts', { data: { content } });
    expect(reply.status()).toBe(201);
  }
  const home = new HomePosts(page);
  await home.open();
  for (const content of contents) await expect(home.post(content)).toHaveCount(1);
  // The virtual list places its cards in feed order, one below the other, none overlapping.
  await expect
    .poll(() =>
      page
        .getByRole('region', { name: 'Home feed' })
        .getByRole('article')
        .evaluateAll((cards) => {
          const boxes = cards.map((card) => card.getBoundingClientRect());
          return (
            boxes.length >= 3 &&
            boxes.every((box, i) => box.height > 0 && (i === 0 || box.top >= boxes[i - 1]!.bottom))
          );
        }),
    )
    .toBe(true);

  const newest = contents[2]!;
  // The page may show the server's first page before the first sync: wait for the replica.
  await expect
    .poll(() =>
      page.evaluate(
        async ({ userId, keep }) => {
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const open = indexedDB.open(`greenroom-member-${userId}`);
            open.onsuccess = () => resolve(open.result);
            open.onerror = () => reject(open.error);
          });
          try {
            if (!db.objectStoreNames.contains('posts')) return false;
            const all = db.transaction('posts').objectStore('posts').getAll();
            const rows = await new Promise<Array<{ content?: string }>>((resolve) => {
              all.onsuccess = () => resolve(all.result);
            });
            return rows.some((row) => row.content === keep);
          } finally {
            db.close();
          }
        },
        { userId: member.id, keep: newest },
      ),
    )
    .toBe(true);

  // Trim the replica the way the window does: it keeps the newest items, from the newest of
  // these posts on; everything older (of every member, of every kind) leaves it.
  await page.evaluate(
    async ({ userId, keep }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(`greenroom-member-${userId}`);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction(['posts', 'jobs', 'events'], 'readwrite');
      const rowsOf = (store: IDBObjectStore) =>
        new Promise<Array<{ id: string; content?: string; createdAt: string }>>((resolve) => {
          const all = store.getAll();
          all.onsuccess = () => resolve(all.result);
        });
      const posts = await rowsOf(tx.objectStore('posts'));
      const cut = posts.find((p) => p.content === keep)!.createdAt;
      for (const name of ['posts', 'jobs', 'events']) {
        const store = tx.objectStore(name);
        for (const row of await rowsOf(store)) if (row.createdAt < cut) store.delete(row.id);
      }
      await new Promise((resolve) => {
        tx.oncomplete = resolve;
      });
      db.close();
    },
    { userId: member.id, keep: newest },
  );
  await page.reload();
  await home.expectReady();
  await expect(home.post(newest)).toHaveCount(1);
  await expect(home.post(contents[0]!)).toHaveCount(0);

  await page.getByRole('button', { name: 'Show older posts' }).click();
  await expect(home.post(contents[1]!)).toHaveCount(1);
  await expect(home.post(contents[0]!)).toHaveCount(1);
  // The older posts follow the newest in the feed, newest first.
  await expect(page.getByRole('article').filter({ hasText: 'Archive reel' })).toHaveText([
    new RegExp(contents[2]!.replace(/[()]/g, '\\$&')),
    new RegExp(contents[1]!.replace(/[()]/g, '\\$&')),
    new RegExp(contents[0]!.replace(/[()]/g, '\\$&')),
  ]);
  await expectNoAxeViolations(page);
});
