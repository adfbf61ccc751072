// Issue 35, "Storage a member can count on": Settings → "This device" shows what the browser says
// (space used, whether storage is kept), persistent storage is asked for after the first write
// made offline (not at first load), the changes waiting are counted, and "Remove my data from
// this device" leaves nothing of the member's in IndexedDB or the caches and signs them out.
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { noisePng } from './fixtures/images';
import { signUpMember } from './fixtures/members';
import { waitForServiceWorkerControl } from './fixtures/service-worker';
import { goOffline, goOnline } from './fixtures/sync-network';

const card = (page: Page) => page.getByRole('region', { name: 'This device' });
const askedKey = (memberId: string) => `greenroom:persist-asked:${memberId}`;

/** Counts the page's calls of `navigator.storage.persist()` (the browser still answers them). */
async function countPersistCalls(page: Page) {
  await page.addInitScript(() => {
    const storage = navigator.storage;
    const persist = storage.persist.bind(storage);
    const counted = window as unknown as { persistCalls: number };
    counted.persistCalls = 0;
    storage.persist = () => {
      counted.persistCalls += 1;
      return persist();
    };
  });
  return () => page.evaluate(() => (window as unknown as { persistCalls: number }).persistCalls);
}

test('the card says what the browser says, and persistence is asked for after an offline write', async ({
  page,
  context,
}) => {
  const member = await signUpMember(page, { firstName: 'Dev', lastName: 'Card' });
  const persistCalls = await countPersistCalls(page);
  await page.goto('/settings');
  await waitForServiceWorkerControl(page);
  const device = card(page);
  await expect(device.getByTestId('device-space')).toHaveText(
    /^Greenroom uses \d[\d,.]* MB of space on this device\.$/,
  );
  // Whether storage is kept: as the browser answers it.
  const persisted = await page.evaluate(() => navigator.storage.persisted());
  await expect(device.getByTestId('device-persisted')).toHaveAttribute(
    'data-persisted',
    String(persisted),
  );
  await expect(device.getByTestId('device-persisted')).toHaveText(
    persisted ? /^Kept:/ : /^Not kept for sure:/,
  );
  await expect(device.getByRole('button', { name: 'Ask the browser to keep it' })).toBeVisible({
    visible: !persisted,
  });
  await expect(device.getByTestId('device-waiting')).toHaveText(/^Nothing waiting/);
  // Not asked at first load.
  expect(await page.evaluate((key) => localStorage.getItem(key), askedKey(member.id))).toBeNull();
  expect(await persistCalls()).toBe(0);
  await expectNoAxeViolations(page);

  // A change made offline waits in the outbox, and the card counts it.
  const hide = page.getByRole('switch', { name: /Hide profile views/ });
  await expect(hide).toBeEnabled();
  await goOffline(context);
  await hide.focus();
  await hide.press('Space');
  await expect(hide).toBeChecked();
  await expect(device.getByTestId('device-waiting')).toHaveText('1 change waiting');
  // The member's first write made offline is the moment to ask the browser to keep the data.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), askedKey(member.id)))
    .toBe('offline-write');
  // Asked of the browser unless it keeps the data already (then there is nothing to ask). The
  // moment is noted first, then the browser is asked whether it keeps the data, then asked to.
  await expect.poll(persistCalls).toBe(persisted ? 0 : 1);
  const after = await page.evaluate(() => navigator.storage.persisted());
  await expect(device.getByTestId('device-persisted')).toHaveAttribute(
    'data-persisted',
    String(after),
  );

  // Removing with a change waiting (and no network to send it) asks a second time, plainly.
  await device.getByRole('button', { name: 'Remove my data from this device' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove and sign out' }).click();
  const second = page.getByRole('alertdialog', { name: '1 change has not been sent yet' });
  await expect(second).toBeVisible();
  await expect(second.getByRole('alert')).toContainText('If you remove your data now, it is lost.');
  await expect(second.getByRole('button', { name: 'Remove anyway' })).toBeVisible();
  await expectNoAxeViolations(page);
  await second.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // Nothing was removed: the change still waits, the member is still signed in.
  await expect(device.getByTestId('device-waiting')).toHaveText('1 change waiting');

  // Back online, the change is sent and nothing waits.
  await goOnline(context);
  await expect(device.getByTestId('device-waiting')).toHaveText(/^Nothing waiting/, {
    timeout: 20_000,
  });
});

test('“Remove my data from this device” deletes the member’s database and media, and signs out', async ({
  page,
}) => {
  const member = await signUpMember(page, { firstName: 'Rem', lastName: 'Device' });
  const uploaded = await page.request.post('/api/upload', {
    multipart: { file: { name: 'still.png', mimeType: 'image/png', buffer: noisePng(40, 5) } },
  });
  expect(uploaded.status()).toBe(200);
  const { url } = (await uploaded.json()) as { url: string };
  await page.goto('/settings');
  await waitForServiceWorkerControl(page);
  const dbName = `greenroom-member-${member.id}`;
  const databases = () =>
    page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? ''));
  const mediaCaches = () =>
    page.evaluate(async () =>
      (await caches.keys()).filter((name) => name.startsWith('greenroom-media-')),
    );
  // What removal must take away is there first: the replica and a cached image.
  await expect.poll(databases).toContain(dbName);
  await expect
    .poll(async () => {
      await page.evaluate((url) => fetch(url).catch(() => null), url);
      return mediaCaches();
    })
    .toEqual([`greenroom-media-${member.id}`]);
  await expect(card(page).getByTestId('device-waiting')).toHaveText(/^Nothing waiting/);

  await card(page).getByRole('button', { name: 'Remove my data from this device' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove your data from this device?' });
  await expect(dialog).toContainText('Everything already sent stays in your account.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Remove and sign out' }).click();

  await expect(page.getByText('Secure university authentication')).toBeVisible();
  expect(await databases()).not.toContain(dbName);
  expect(await mediaCaches()).toEqual([]);
  // Signed out for the server too: the session asks who is signing in.
  const session = await page.request.get('/api/auth/user');
  expect(session.status() === 401 || (await session.text()) === 'null').toBe(true);
});

test('“Remove my data” with a second tab of the member open: both end signed out, and neither makes the database again', async ({
  page,
  context,
}) => {
  const member = await signUpMember(page, { firstName: 'Twin', lastName: 'Tabs' });
  const dbName = `greenroom-member-${member.id}`;
  const databases = (p: Page) =>
    p.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? ''));
  await page.goto('/settings');
  await waitForServiceWorkerControl(page);
  await expect.poll(() => databases(page)).toContain(dbName);
  // The other tab notes each time the database comes or goes, across its reloads.
  const other = await context.newPage();
  await other.addInitScript((name) => {
    setInterval(async () => {
      const now = (await indexedDB.databases()).some((d) => d.name === name) ? 'there' : 'gone';
      const seen = JSON.parse(sessionStorage.getItem('db-seen-for-test') ?? '[]') as string[];
      if (seen.at(-1) !== now) seen.push(now);
      sessionStorage.setItem('db-seen-for-test', JSON.stringify(seen));
    }, 5);
  }, dbName);
  await other.goto('/');
  await expect(other.getByRole('heading', { name: /^Welcome, Twin/ })).toBeVisible();
  await expect(card(page).getByTestId('device-waiting')).toHaveText(/^Nothing waiting/);

  // The sign-out takes its time: meanwhile the other tab is used, and reads the member's data.
  await page.route('**/api/auth/logout', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await card(page).getByRole('button', { name: 'Remove my data from this device' }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove your data from this device?' })
    .getByRole('button', { name: 'Remove and sign out' })
    .click();
  await expect.poll(() => databases(page)).not.toContain(dbName);
  await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();

  for (const tab of [page, other]) {
    await expect(tab.getByText('Secure university authentication')).toBeVisible({
      timeout: 15_000,
    });
  }
  await other.waitForTimeout(500);
  expect(await databases(page)).not.toContain(dbName);
  expect(await databases(other)).not.toContain(dbName);
  expect(await other.evaluate(() => sessionStorage.getItem('db-seen-for-test'))).toBe(
    JSON.stringify(['there', 'gone']),
  );
});
