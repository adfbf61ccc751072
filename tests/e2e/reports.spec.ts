// Reports (issue 28 §4; ADR 025): a member reports another member's post offline — it leaves
// their feed at once and the report waits in the outbox — the admin finds it first in the
// dashboard's Reports tab, removes it, and the reporter is told; the decision is in the audit log.
// axe on the dialog and both tabs; screenshots at 390 and 1366 px.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { test as adminTest, expect } from './fixtures/admin';
import { expectNoAxeViolations } from './fixtures/axe';
import { E2E_BASE_URL } from './fixtures/environment';
import { signUpMember } from './fixtures/members';

async function pageOf(browser: Browser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width, height } });
  return context.newPage();
}

const test = adminTest;
test.use({ viewport: { width: 1366, height: 900 } });

test('report → the admin queue → removal → the reporter told; the audit log', async ({
  page,
  admin,
  browser,
}, testInfo) => {
  // Three members, two viewports, axe four times: more than one default test timeout.
  test.slow();
  const shot = (p: Page, name: string) =>
    p.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: name.endsWith('390') });
  const authorPage = await pageOf(browser, 1366, 900);
  const author = await signUpMember(authorPage, { firstName: 'Dean', lastName: 'Office' });
  const text = `Official: all thesis screenings are cancelled. ${randomUUID().slice(0, 6)}`;
  const created = await authorPage.request.post('/api/posts', {
    data: { id: randomUUID(), content: text },
  });
  expect(created.status()).toBe(201);

  // The reporter, on a phone.
  const reporterPage = await pageOf(browser, 390, 844);
  await signUpMember(reporterPage, { firstName: 'Rita', lastName: 'Reporter' });
  await reporterPage.goto('/');
  const card = reporterPage.getByRole('article').filter({ hasText: text });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.getByRole('button', { name: /^More options for Dean Office/ }).click();
  await reporterPage.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = reporterPage.getByRole('dialog', { name: 'Report this post' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Report and block' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(dialog.getByText('Choose a reason')).toBeVisible();
  await expectNoAxeViolations(reporterPage);

  // Offline: the post leaves the feed at once; the report waits in the outbox.
  await reporterPage.context().setOffline(true);
  await dialog.getByLabel('Impersonation').check();
  await dialog.getByLabel(/Anything else the admins should know/).fill('This is not the dean');
  await shot(reporterPage, 'report-dialog-390');
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  // Offline, the toast says the report waits on the device.
  await expect(
    reporterPage.getByText("Saved — it will be sent when you're back online"),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
  await reporterPage.context().setOffline(false);
  await expect
    .poll(
      async () => {
        const reply = await page.request.get('/api/admin/reports');
        return JSON.stringify(await reply.json()).includes(text);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  // Still gone after a reload (the server keeps it from the reporter).
  await reporterPage.reload();
  await expect(reporterPage.getByRole('heading', { name: /Welcome, Rita/ })).toBeVisible();
  await expect(reporterPage.getByRole('article').filter({ hasText: text })).toHaveCount(0);

  // The admin: Reports is the first tab, with the count of open items.
  expect(admin.id).toBeTruthy();
  await page.goto('/admin');
  const reportsTab = page.getByRole('tab', { name: /^Reports\s*\d+\s*open$/ });
  await expect(reportsTab).toBeVisible();
  await expect(page.getByRole('tab').first()).toHaveText(/^Reports/);
  await reportsTab.click();
  await expect(page).toHaveURL(/tab=reports/);
  const open = page.getByRole('region', { name: 'Open reports' });
  const item = open.getByRole('article').filter({ hasText: text });
  await expect(item).toContainText('A post by Dean Office');
  await expect(item).toContainText(author.email);
  await expect(item).toContainText('Impersonation × 1');
  await expect(item).toContainText('This is not the dean');
  await expectNoAxeViolations(page);
  await item.scrollIntoViewIfNeeded();
  await shot(page, 'reports-tab-1366');

  await item.getByRole('button', { name: 'Remove content' }).click();
  const decide = page.getByRole('dialog', { name: 'Remove content?' });
  await decide.getByLabel('Reason, for the audit log (optional)').fill('Impersonates the dean');
  await decide.getByRole('button', { name: 'Remove content' }).click();
  await expect(page.getByText('Reports resolved')).toBeVisible();
  await expect(open.getByRole('article').filter({ hasText: text })).toHaveCount(0);
  const resolved = page.getByRole('region', { name: 'Resolved' }).getByRole('article').first();
  await expect(resolved).toContainText('Content removed by Dana Director');
  await expect(resolved).toContainText('Impersonates the dean');
  expect((await authorPage.request.get('/api/posts?limit=100')).ok()).toBe(true);
  expect(
    JSON.stringify(await (await authorPage.request.get('/api/posts?limit=100')).json()),
  ).not.toContain(text);

  // The reporter is told, live.
  const bell = reporterPage.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/, { timeout: 15_000 });
  await bell.click();
  const told = reporterPage.getByRole('dialog', { name: 'Notifications' });
  await expect(told).toContainText('Your report was reviewed');
  await expect(told).toContainText(
    'An admin looked at the post you reported: it has been removed.',
  );

  // The audit log: who, what, on whom, the reason; filtered by member.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  const log = page.getByRole('list', { name: 'Admin actions, newest first' });
  const entry = log.getByRole('listitem').filter({ hasText: 'Removed reported content' }).first();
  await expect(entry).toContainText('Dana Director');
  await expect(entry).toContainText('Dean Office');
  await expect(entry).toContainText('Reason: “Impersonates the dean”');
  await entry.getByRole('button', { name: 'Show only actions on Dean Office' }).click();
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await shot(page, 'audit-log-1366');

  // The same tabs on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: /^Reports/ }).click();
  await expect(page.getByRole('region', { name: 'Resolved' })).toBeVisible();
  await shot(page, 'reports-tab-390');
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(log.getByRole('listitem').first()).toBeVisible();
  await shot(page, 'audit-log-390');
  await expectNoAxeViolations(page);
});

test('a second report of the same item is refused with a clear message, nothing duplicated', async ({
  browser,
}) => {
  const authorPage = await pageOf(browser, 1366, 900);
  await signUpMember(authorPage, { firstName: 'Ava', lastName: 'Author' });
  const text = `A post reported twice ${randomUUID().slice(0, 6)}`;
  const id = randomUUID();
  await authorPage.request.post('/api/posts', { data: { id, content: text } });
  const reporterPage = await pageOf(browser, 1366, 900);
  await signUpMember(reporterPage, { firstName: 'Rex' });
  const body = { itemKind: 'post', itemId: id, reason: 'spam' };
  expect((await reporterPage.request.post('/api/reports', { data: body })).status()).toBe(201);
  const again = await reporterPage.request.post('/api/reports', { data: body });
  expect(again.status()).toBe(409);
  expect(await again.json()).toEqual({
    message: 'You have already reported this. An admin will look at it.',
  });
});
