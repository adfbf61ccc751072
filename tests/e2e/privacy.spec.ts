// Privacy per field, block and mute as two members see them (issue 28 §2, §3; ADR 024).
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { signUpMember } from './fixtures/members';
import { expect, test } from './fixtures/other-member';

// Nothing here is about the service worker: without it each fresh context skips its install and
// precache (CI time, ADR 031).
test.use({ serviceWorkers: 'block' });

const SHOTS = process.env.PRIVACY_SHOTS_DIR;

// Two members, each sync followed to the other's replica: more than the default minute.
test.describe.configure({ timeout: 180_000 });

/** The rows of a store of the member's replica (IndexedDB), read in the page. */
function replicaRows(page: Page, userId: string, store: string) {
  return page.evaluate(
    async ({ userId, store }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(`greenroom-member-${userId}`);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      try {
        if (!db.objectStoreNames.contains(store)) return [];
        const all = db.transaction(store).objectStore(store).getAll();
        return await new Promise<Record<string, unknown>[]>((resolve) => {
          all.onsuccess = () => resolve(all.result as Record<string, unknown>[]);
        });
      } finally {
        db.close();
      }
    },
    { userId, store },
  );
}

/** Ids of the rows of `store` in the replica whose `field` is `value`. */
async function idsWhere(page: Page, userId: string, store: string, field: string, value: string) {
  return (await replicaRows(page, userId, store))
    .filter((row) => row[field] === value)
    .map((row) => String(row.id ?? row.blockedId ?? row.mutedId));
}

/** Screenshots at a phone's and a laptop's width, `focus` scrolled into view (PRIVACY_SHOTS_DIR). */
async function shoot(page: Page, name: string, focus: Locator) {
  if (!SHOTS) return;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await focus.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function post(page: Page, content: string): Promise<string> {
  const reply = await page.request.post('/api/posts', { data: { content } });
  expect(reply.status()).toBe(201);
  return ((await reply.json()) as { id: string }).id;
}

test('privacy choices: a second member sees the e-mail address and phone number only as allowed', async ({
  page: pageA,
  otherPage: pageB,
}) => {
  const a = await signUpMember(pageA, { firstName: 'Pia', lastName: 'Private' });
  await signUpMember(pageB, { firstName: 'Obi', lastName: 'Onlooker' });
  expect(
    (
      await pageA.request.put('/api/users/profile', { data: { phoneNumber: '+1 212 555 0142' } })
    ).status(),
  ).toBe(200);

  // Defaults: members see the address, only connections the phone number.
  await pageB.goto(`/profile/${a.id}`);
  // A fresh device: the profile waits for the first sync.
  await expect(pageB.getByRole('heading', { level: 1, name: 'Pia Private' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(pageB.getByRole('link', { name: 'Email' })).toHaveAttribute(
    'href',
    `mailto:${a.email}`,
  );
  await expect(pageB.getByText('+1 212 555 0142')).toHaveCount(0);

  // Pia: Settings → who sees my details.
  await pageA.goto('/settings');
  const section = pageA.getByRole('region', { name: 'Who can see my details' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('combobox', { name: 'My e-mail address' })).toBeEnabled();
  await expectNoAxeViolations(pageA);
  await shoot(pageA, 'settings-privacy', section);
  await section.getByRole('combobox', { name: 'My e-mail address' }).click();
  await pageA.getByRole('option', { name: 'Only me' }).click();
  await expect(pageA.getByText('Privacy Settings Updated').first()).toBeVisible();
  await section.getByRole('combobox', { name: 'My phone number' }).click();
  await pageA.getByRole('option', { name: 'Members' }).click();
  await expect
    .poll(async () => (await (await pageA.request.get('/api/auth/user')).json()) as object, {
      timeout: 15_000,
    })
    .toMatchObject({ emailVisibility: 'private', phoneVisibility: 'members' });
  await pageA.reload();
  await expect(
    pageA
      .getByRole('region', { name: 'Who can see my details' })
      .getByRole('combobox', { name: 'My e-mail address' }),
  ).toContainText('Only me');

  // Obi: the address is gone, the number is there (from the server and in his replica).
  await pageB.reload();
  // A fresh device: the profile waits for the first sync.
  await expect(pageB.getByRole('heading', { level: 1, name: 'Pia Private' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(pageB.getByText('+1 212 555 0142')).toBeVisible({ timeout: 15_000 });
  await expect(pageB.getByRole('link', { name: 'Email' })).toHaveCount(0);
  const inReplica = async () =>
    (
      await replicaRows(
        pageB,
        (
          await pageB.request.get('/api/auth/user').then((r) => r.json())
        ).id,
        'users',
      )
    ).find((u) => u.id === a.id);
  await expect.poll(async () => (await inReplica())?.email, { timeout: 15_000 }).toBeNull();
});

/** The feed itself: the sidebar's "Around the community" may link the same post. */
const feedOf = (page: Page) => page.getByRole('region', { name: 'Home feed' });

test('block both ways: rows leave both replicas after a sync; Settings lists and unblocks; mute', async ({
  page: pageA,
  otherPage: pageB,
}) => {
  const a = await signUpMember(pageA, { firstName: 'Ava', lastName: 'Author' });
  const b = await signUpMember(pageB, { firstName: 'Bo', lastName: 'Blocker' });
  const aPost = await post(pageA, 'Ava’s screening is on Friday');
  const bPost = await post(pageB, 'Bo’s open call for actors');

  // Both replicas hold the other's post.
  await pageA.goto('/');
  await pageB.goto('/');
  await expect(feedOf(pageB).getByText('Ava’s screening is on Friday')).toBeVisible({
    timeout: 20_000,
  });
  await expect(feedOf(pageA).getByText('Bo’s open call for actors')).toBeVisible({
    timeout: 20_000,
  });
  await expect
    .poll(() => idsWhere(pageB, b.id, 'posts', 'authorId', a.id), { timeout: 20_000 })
    .toEqual([aPost]);
  await expect
    .poll(() => idsWhere(pageA, a.id, 'posts', 'authorId', b.id), { timeout: 20_000 })
    .toEqual([bPost]);

  // Bo blocks Ava from her profile's menu.
  await pageB.goto(`/profile/${a.id}`);
  await pageB.getByRole('button', { name: 'More options for Ava Author' }).click();
  await expectNoAxeViolations(pageB);
  await pageB.getByRole('menuitem', { name: 'Block Ava Author' }).click();
  await expect(pageB.getByRole('alertdialog', { name: 'Block Ava Author?' })).toBeVisible();
  await expectNoAxeViolations(pageB);
  await shoot(pageB, 'block-confirm', pageB.getByRole('alertdialog'));
  await pageB.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(pageB.getByText('Ava Author is blocked')).toBeVisible();
  await expect(pageB).toHaveURL(/\/$/);
  await expect(pageB.getByText('Ava’s screening is on Friday')).toHaveCount(0);

  // After the sync, each replica has lost the other's rows (profile and post).
  await expect
    .poll(() => idsWhere(pageB, b.id, 'posts', 'authorId', a.id), { timeout: 20_000 })
    .toEqual([]);
  await expect
    .poll(() => idsWhere(pageB, b.id, 'users', 'id', a.id), { timeout: 20_000 })
    .toEqual([]);
  await expect
    .poll(() => idsWhere(pageA, a.id, 'posts', 'authorId', b.id), { timeout: 20_000 })
    .toEqual([]);
  await expect
    .poll(() => idsWhere(pageA, a.id, 'users', 'id', b.id), { timeout: 20_000 })
    .toEqual([]);
  await expect(pageA.getByText('Bo’s open call for actors')).toHaveCount(0);
  // Ava was not told: her replica holds no block, and Bo is simply not there.
  expect(await replicaRows(pageA, a.id, 'blocks')).toEqual([]);
  await pageA.goto(`/profile/${b.id}`);
  await expect(pageA.getByRole('heading', { name: 'User not found' })).toBeVisible({
    timeout: 15_000,
  });

  // Bo mutes nobody yet; Settings lists Ava as blocked.
  await pageB.goto('/settings');
  const blocked = pageB.getByRole('region', { name: 'Blocked members' });
  await expect(blocked.getByText('Ava Author')).toBeVisible();
  await expect(
    pageB.getByRole('region', { name: 'Muted members' }).getByText('You have not muted anyone.'),
  ).toBeVisible();
  await expectNoAxeViolations(pageB);
  await shoot(pageB, 'settings-blocked', blocked);
  await blocked.getByRole('button', { name: 'Unblock Ava Author' }).click();
  await expect(pageB.getByText('Ava Author is unblocked')).toBeVisible();
  await expect(blocked.getByText('You have not blocked anyone.')).toBeVisible();
  await expect
    .poll(() => idsWhere(pageB, b.id, 'posts', 'authorId', a.id), { timeout: 20_000 })
    .toEqual([aPost]);

  // Mute: Ava's posts leave Bo's feed; her profile stays.
  await pageB.goto(`/profile/${a.id}`);
  await pageB.getByRole('button', { name: 'More options for Ava Author' }).click();
  await pageB.getByRole('menuitem', { name: 'Mute Ava Author' }).click();
  await expect(pageB.getByText('Ava Author is muted')).toBeVisible();
  await pageB.goto('/');
  await expect(feedOf(pageB).getByText('Bo’s open call for actors')).toBeVisible({
    timeout: 20_000,
  });
  await expect(pageB.getByText('Ava’s screening is on Friday')).toHaveCount(0);
  await pageB.goto('/settings');
  await expect(
    pageB.getByRole('region', { name: 'Muted members' }).getByText('Ava Author'),
  ).toBeVisible();
  await expectNoAxeViolations(pageB);
});
