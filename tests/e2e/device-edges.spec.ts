// Issue 35, the edges of one device (ADR 047): two tabs of one member stay in step (a write in
// one shows in the other at once, online and offline, and goes out once whichever context
// drains; signing out in one signs out the other), and a replica the browser deleted under a
// live session is rebuilt with a progress line — never an empty feed that looks real — with the
// writes lost with its outbox said plainly, once.
import { expect, type Page, test } from '@playwright/test';
import { AuthPage, newMember, Shell } from './fixtures/accounts';
import { verificationLinkTo } from './fixtures/mail';
import { dismissOnboarding, signUpMember } from './fixtures/members';
import { waitForServiceWorkerControl } from './fixtures/service-worker';
import { HomePosts, serverPostCount } from './fixtures/sync-home';
import { goOffline, goOnline } from './fixtures/sync-network';

const REBUILDING = /^Getting your network back on this device… \d+ %/;
const OFFLINE_REBUILDING =
  "Getting your network back on this device… It goes on when you're back online.";

/**
 * What the browser does when it evicts the site while none of its pages is open: every IndexedDB
 * database of the origin gone (localStorage, the service worker and the session cookie stay).
 * Then the member opens the app again. The deletion runs, and is seen ended, in a blank document
 * of the origin that is not the app, after the app's page has gone: the app can neither write
 * into a database on its way out nor open one before it is gone. `forgetKeptPage` also removes,
 * there, the feed's first page the app kept in localStorage at its last visit.
 */
async function evictIndexedDb(
  page: Page,
  memberId: string,
  { forgetKeptPage = false } = {},
): Promise<void> {
  const origin = new URL(page.url()).origin;
  // Under /api/ the service worker lets the request through (offline too, it never reaches the
  // network: the test answers it).
  const blank = `${origin}/api/test-blank-document`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '' }));
  await page.goto(blank);
  await page.evaluate(
    async ({ memberId, forgetKeptPage }) => {
      if (forgetKeptPage) localStorage.removeItem(`greenroom:feed-snapshot:${memberId}`);
      for (const { name } of await indexedDB.databases()) {
        if (!name) continue;
        await new Promise<void>((resolve, reject) => {
          const deletion = indexedDB.deleteDatabase(name);
          deletion.onsuccess = () => resolve();
          deletion.onerror = () => reject(deletion.error);
        });
      }
    },
    { memberId, forgetKeptPage },
  );
  expect(await page.evaluate(() => indexedDB.databases())).toEqual([]);
  await page.unroute(blank);
  await page.goto(origin);
}

const builtMark = (page: Page, memberId: string) =>
  page.evaluate((key) => localStorage.getItem(key), `greenroom:replica-built:${memberId}`);

test('two tabs: a write in one shows in the other at once, online and offline, and goes out once', async ({
  page,
  context,
}) => {
  const member = await signUpMember(page, { firstName: 'Tabitha' });
  await dismissOnboarding(page, member.id);
  const first = new HomePosts(page);
  await first.open();
  await waitForServiceWorkerControl(page);
  const other = await context.newPage();
  const second = new HomePosts(other);
  await second.open();

  const online = `Two tabs online ${Date.now()}`;
  await first.createPost(online);
  await expect(second.post(online)).toBeVisible();
  // The other tab shows it from the device before it is sent: wait for the server's copy, or the
  // network would go with it still waiting and the count below would be two.
  await expect(first.pendingMark(online)).toHaveCount(0);
  await expect(second.syncStatus()).toHaveAccessibleName(/Synced/);

  // Every push the server accepted that carried the offline write, from either tab or the
  // service worker (context events include the worker's requests).
  const offline = `Two tabs offline ${Date.now()}`;
  let accepted = 0;
  context.on('response', (response) => {
    const request = response.request();
    if (!request.url().endsWith('/api/sync/push') || response.status() !== 200) return;
    if (request.postData()?.includes(offline)) accepted += 1;
  });
  await goOffline(context);
  await first.createPost(offline);
  // The other tab shows it at once, with its pending mark and the waiting count.
  await expect(second.post(offline)).toBeVisible();
  await expect(second.pendingMark(offline)).toBeVisible();
  await expect(second.syncStatus()).toHaveAccessibleName(/1 change waiting/);

  // Back online, both tabs and the worker may start a drain: one sends it.
  await goOnline(context);
  await expect(first.pendingMark(offline)).toHaveCount(0, { timeout: 30_000 });
  await expect(second.pendingMark(offline)).toHaveCount(0, { timeout: 30_000 });
  await expect(second.syncStatus()).toHaveAccessibleName(/Synced/);
  expect(await serverPostCount(page.request, member.id, offline)).toBe(1);
  // Other triggers (visible, a poke) would send a left-over entry late: give them a moment.
  await other.waitForTimeout(1_000);
  expect(accepted).toBe(1);
});

test('signing out in one tab signs out the other; another member signing in replaces the first', async ({
  page,
  context,
  request,
}) => {
  const member = await signUpMember(page, { firstName: 'Sol' });
  const first = new HomePosts(page);
  await first.open();
  const other = await context.newPage();
  const second = new HomePosts(other);
  await second.open();
  await expect(other.getByRole('heading', { name: 'Welcome, Sol' })).toBeVisible();

  await new Shell(page).signOut();
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  // The other tab leaves for the landing page: nothing of the member's is on it.
  await expect(other).toHaveURL(/\/$/);
  await expect(other.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  await expect(other.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(other.getByText('Welcome, Sol')).toHaveCount(0);

  // Another member signs in in the first tab: the second follows with them, not with Sol.
  const bea = newMember({ firstName: 'Bea' });
  const made = await request.post('/api/auth/signup', {
    data: { ...bea, program: 'Dance', graduationYear: 2026 },
  });
  expect(made.status(), await made.text()).toBe(201);
  const verified = await request.get(await verificationLinkTo(bea.email), { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  const auth = new AuthPage(page);
  await auth.open('login');
  await auth.signIn(bea.email, bea.password);
  await new Shell(page).expectSignedIn('Bea');
  await new Shell(other).expectSignedIn('Bea');
  await expect(other.getByText(`Welcome, ${member.firstName}`)).toHaveCount(0);
});

test('a replica the browser deleted is rebuilt with a progress line, then shows real rows', async ({
  page,
  context,
}) => {
  const member = await signUpMember(page, { firstName: 'Eve' });
  await dismissOnboarding(page, member.id);
  const content = `Before the eviction ${Date.now()}`;
  const created = await page.request.post('/api/posts', {
    data: { id: crypto.randomUUID(), content },
  });
  expect(created.status(), await created.text()).toBe(201);
  const home = new HomePosts(page);
  await home.open();
  await expect(home.post(content)).toBeVisible();
  await expect.poll(() => builtMark(page, member.id)).toBe('1');

  // The snapshot pull held until the line has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route('**/api/sync/pull', async (route) => {
    await held;
    await route.continue();
  });
  // The feed's first page kept in localStorage would show the post anyway (real rows of the
  // last visit): without it, the post can only come from the rebuilt replica.
  await evictIndexedDb(page, member.id, { forgetKeptPage: true });
  const line = page.getByRole('status').filter({ hasText: REBUILDING });
  await expect(line).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /Getting your network back/ })).toBeVisible();
  // Not an empty feed that looks real: the feed is loading, not "welcome".
  await expect(page.getByRole('list', { name: 'Loading the feed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Welcome to the community/ })).toHaveCount(0);
  await expect(home.post(content)).toHaveCount(0);
  release();
  await expect(home.post(content)).toBeVisible({ timeout: 30_000 });
  await expect(line).toHaveCount(0);
  await expect(page.getByText('Some changes were lost')).toHaveCount(0);
  await context.unroute('**/api/sync/pull');
});

test('writes waiting in a deleted replica are said to be lost, once', async ({ page, context }) => {
  const member = await signUpMember(page, { firstName: 'Lou' });
  await dismissOnboarding(page, member.id);
  const home = new HomePosts(page);
  await home.open();
  await waitForServiceWorkerControl(page);
  await expect.poll(() => builtMark(page, member.id)).toBe('1');

  // Nothing drains until the database is gone: this page holds the outbox's lock. (Offline
  // emulation does not reach the service worker's Background Sync for sure: its drain could
  // send the write before the eviction, and then it was not lost.)
  await page.evaluate(() => {
    void navigator.locks.request('greenroom-outbox', () => new Promise<void>(() => undefined));
  });
  await goOffline(context);
  const content = `Lost with the outbox ${Date.now()}`;
  await home.createPost(content);
  await expect(home.pendingMark(content)).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate((key) => localStorage.getItem(key), `greenroom:writes-waiting:${member.id}`),
    )
    .toBe('1');

  await evictIndexedDb(page, member.id);
  // Offline: the line says it goes on later; the lost write is said plainly; the kept first
  // page's copy of the lost post is not shown as if it were waiting.
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_REBUILDING })).toBeVisible();
  const lost = page.getByRole('status').filter({ hasText: 'Some changes were lost' });
  await expect(lost).toContainText('A change you made offline on this device could not be sent');
  await expect(home.post(content)).toHaveCount(0);
  // The feed is loading, or shows the real rows of the page kept at the last visit (others'
  // posts): never "nothing has been shared yet".
  await expect(
    page
      .getByRole('list', { name: 'Loading the feed' })
      .or(page.getByRole('region', { name: 'Home feed' })),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Welcome to the community/ })).toHaveCount(0);

  await goOnline(context);
  await expect(page.getByRole('progressbar', { name: /Getting your network back/ })).toHaveCount(
    0,
    {
      timeout: 30_000,
    },
  );
  await expect(lost).toBeVisible();
  await lost.getByRole('button', { name: 'Dismiss' }).click();
  await expect(lost).toHaveCount(0);
  expect(await serverPostCount(page.request, member.id, content)).toBe(0);
  // Said once: the next start says nothing.
  await page.reload();
  await home.expectReady();
  await expect(page.getByText('Some changes were lost')).toHaveCount(0);
});

test.describe('without the service worker', () => {
  // The worker's chunks come from the network, where the test can take one away.
  test.use({ serviceWorkers: 'block' });

  test('a schema worker whose code did not come is replaced: the first sync and a post still go through', async ({
    page,
    context,
  }) => {
    // As if the network went just as the page's schema worker fetched its schemas.
    let taken = 0;
    await context.route('**/assets/worker-schemas-*.js', async (route) => {
      if (taken > 0) return route.fallback();
      taken += 1;
      await route.abort('internetdisconnected');
    });
    const member = await signUpMember(page, { firstName: 'Wren' });
    await dismissOnboarding(page, member.id);
    const home = new HomePosts(page);
    await home.open();
    await expect(home.syncStatus()).toHaveAccessibleName(/Synced/, { timeout: 20_000 });
    expect(taken).toBe(1);

    const content = `After a lost chunk ${Date.now()}`;
    await home.createPost(content);
    // Seen first from the device, with its pending mark; then sent.
    await expect(home.post(content)).toBeVisible();
    await expect(home.pendingMark(content)).toHaveCount(0);
    await expect(home.syncStatus()).toHaveAccessibleName(/Synced/);
    expect(await serverPostCount(page.request, member.id, content)).toBe(1);
  });
});
