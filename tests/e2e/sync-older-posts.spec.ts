import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { dismissOnboarding, signUpMember } from './fixtures/members';
import { HomePosts } from './fixtures/sync-home';

test('posts older than the replica window are read from the server as the member nears the end', async ({
  page,
}) => {
  // A phone: the feed the device keeps is longer than the screen.
  await page.setViewportSize({ width: 390, height: 700 });
  const member = await signUpMember(page, { firstName: 'Agnes', lastName: 'Varda' });
  await dismissOnboarding(page, member.id);
  const stamp = Date.now().toString(36);
  const contents = [1, 2, 3, 4, 5, 6, 7, 8].map(
    (i) =>
      `Archive reel ${i} (${stamp}): restored from the original negative, with a new score, notes on the grade and the credits of everyone who worked on it.`,
  );
  for (const content of contents) {
    const reply = await page.request.post('/api/posts', { data: { content } });
    expect(reply.status()).toBe(201);
  }
  const home = new HomePosts(page);
  await home.open();
  // The newest are on screen (the rest of the list is rendered as it is scrolled to).
  for (const content of contents.slice(-3)) await expect(home.post(content)).toHaveCount(1);
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

  // The device keeps the newest five (from the fourth on).
  const newest = contents[3]!;
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

  // The button is there for keyboards; the end of the feed is well below the screen, so
  // nothing older has been asked for yet.
  const showOlder = page.getByRole('button', { name: 'Show older posts' });
  await expect(showOlder).toBeVisible();
  expect(
    await showOlder.evaluate((el) => el.getBoundingClientRect().top - window.innerHeight),
  ).toBeGreaterThan(400);
  await expect(home.post(contents[2]!)).toHaveCount(0);
  // Scrolling to the end loads them, without a press.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(home.post(contents[2]!)).toHaveCount(1);
  await expect(home.post(contents[0]!)).toHaveCount(1);
  // The older posts follow the newest in the feed, newest first.
  await expect(
    page.getByRole('article').filter({ hasText: new RegExp(`Archive reel [123] \\(${stamp}\\)`) }),
  ).toHaveText([2, 1, 0].map((i) => new RegExp(`Archive reel ${i + 1} \\(${stamp}\\)`)));
  await expectNoAxeViolations(page);
});
