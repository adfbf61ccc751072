// Usage tracking end to end: page views and clicks reach the server in one batch 5 s after the
// last click; a highlight in a post is sent with its SHA-256; events made offline are sent when
// the network is back; the device opt-out in Settings stops it all; and the admin's dashboard
// reads what members did.
import { randomUUID } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { test as adminTest, expect } from './fixtures/admin';
import { E2E_BASE_URL } from './fixtures/environment';
import { signUpMember } from './fixtures/members';

const test = adminTest.extend<{ memberPage: Page }>({
  memberPage: async ({ browser }, use) => {
    const context = await browser.newContext({ baseURL: E2E_BASE_URL });
    await use(await context.newPage());
    await context.close();
  },
});

type Batch = { events: { action: string; page: string; targetId?: string | null }[] };

const isBatch = (request: Request) =>
  request.method() === 'POST' && request.url().endsWith('/api/analytics/batch');
const batchOf = (request: Request) => request.postDataJSON() as Batch;

/** The signed-in home with tracking started (it starts once the page is idle). */
async function openHome(page: Page) {
  const firstBatch = page.waitForRequest(isBatch, { timeout: 15_000 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  const batch = batchOf(await firstBatch);
  expect(batch.events).toContainEqual(
    expect.objectContaining({ action: 'page_view', page: 'home' }),
  );
}

test('page views and clicks are sent in one batch 5 s after the last click', async ({ page }) => {
  await signUpMember(page);
  await openHome(page);
  const clicks = page.waitForRequest(
    (r) => isBatch(r) && batchOf(r).events.some((e) => e.action === 'click'),
  );
  const started = Date.now();
  await page.getByRole('link', { name: 'Jobs', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Jobs & Opportunities' })).toBeVisible();
  const sent = batchOf(await clicks);
  expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
  expect(sent.events).toContainEqual(
    expect.objectContaining({ action: 'click', targetId: 'Jobs' }),
  );
});

test('a highlight in a post is sent with the SHA-256 of its text', async ({ page }) => {
  await signUpMember(page);
  const id = randomUUID();
  const content = 'Bring your own gels to the Friday shoot, please.';
  expect((await page.request.post('/api/posts', { data: { id, content } })).status()).toBe(201);
  await openHome(page);
  // To the post from its card, as a member goes: tracking has started on this page (openHome
  // saw its first batch). A new page load would start it again only once that page is idle,
  // and a highlight made before then is not watched (seen in a clean run: the request never came).
  await page.locator(`[data-highlight-post="${id}"]`).getByRole('link').click({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`/posts/${id}$`));
  const post = page.locator(`[data-highlight-post="${id}"]`);
  await expect(post.getByRole('link')).toHaveCount(0);
  await expect(post).toContainText('Bring your own gels');
  const highlight = page.waitForRequest((r) => r.url().endsWith('/api/analytics/text-highlight'));
  await post.locator('p').evaluate((p) => {
    const text = p.firstChild!;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, 'Bring your own gels'.length);
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    p.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
  });
  const body = (await highlight).postDataJSON();
  expect(body).toMatchObject({
    postId: id,
    selectedText: 'Bring your own gels',
    selectionLength: 19,
    startOffset: 0,
    endOffset: 19,
    method: 'mouse',
    deviceType: 'desktop',
  });
  expect(body.snippetHash).toMatch(/^[0-9a-f]{64}$/);
});

test('events made offline are sent when the network is back', async ({ page }) => {
  // The page's clock runs as usual; it is moved past the batch's 5 s instead of waiting them.
  await page.clock.install();
  await signUpMember(page);
  await openHome(page);
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Notifications' }).click();
  await page.keyboard.press('Escape');
  await page.clock.fastForward(6_000);
  const later = page.waitForRequest(
    (r) => isBatch(r) && batchOf(r).events.some((e) => e.targetId === 'Notifications'),
  );
  await page.context().setOffline(false);
  await later;
});

test('the opt-out in Settings stops tracking on this device', async ({ page }) => {
  await page.clock.install();
  await signUpMember(page);
  await openHome(page);
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: 'Share usage analytics from this device' });
  await expect(toggle).toBeChecked();
  await page.getByText('Share usage analytics from this device').click();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText('Usage analytics turned off')).toBeVisible();
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/analytics/')) sent += 1;
  });
  await page.getByRole('link', { name: 'Discover', exact: true }).first().click();
  await page.getByRole('link', { name: 'Jobs', exact: true }).first().click();
  await expect(page).toHaveURL(/\/jobs$/);
  // Past the batch's 5 s; then a round trip, so a batch sent by those timers would be seen.
  await page.clock.fastForward(7_000);
  await page.evaluate(() => fetch('/api/health'));
  expect(sent).toBe(0);
  await page.goto('/settings');
  await expect(
    page.getByRole('switch', { name: 'Share usage analytics from this device' }),
  ).not.toBeChecked();
});

test('what members do shows on the dashboard', async ({ page, admin, memberPage }) => {
  expect(admin.id).toBeTruthy();
  await signUpMember(memberPage);
  const settled = memberPage.waitForResponse(
    (r) =>
      isBatch(r.request()) &&
      batchOf(r.request()).events.some((e) => e.action === 'page_view' && e.page === 'discover'),
  );
  await openHome(memberPage);
  await memberPage.goto('/discover?skill=Cinematography');
  const reply = await settled;
  expect(reply.status(), JSON.stringify(reply.request().postDataJSON())).toBe(200);
  const pages = await (await page.request.get('/api/admin/analytics/page-views')).json();
  expect(pages.pages).toContainEqual(
    expect.objectContaining({ page: 'discover', title: 'Discover' }),
  );
  await expect
    .poll(async () =>
      (await page.request.get('/api/admin/analytics/skill-filters?timeFrame=1')).json(),
    )
    .toContainEqual(expect.objectContaining({ skillFilter: 'Cinematography' }));
  await page.goto('/admin');
  const card = page.locator('section', {
    has: page.getByRole('heading', { name: 'Page Views by Page' }),
  });
  await expect(card.getByRole('row', { name: /Discover/ })).toBeVisible();
});
