// The admin dashboard on a desktop: the figures and charts, moderating a post and its comments,
// member who is signed in elsewhere (their page drops to the landing page) and unsuspending
// them; Access Denied for members; axe on every tab.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test as adminTest, expect } from './fixtures/admin';
import { expectNoAxeViolations } from './fixtures/axe';
import { deviceHolds } from './fixtures/device-contents';
import { E2E_BASE_URL } from './fixtures/environment';
import { signUpMember } from './fixtures/members';

const test = adminTest.extend<{ memberPage: Page }>({
  memberPage: async ({ browser, serviceWorkers }, use) => {
    const context = await browser.newContext({ baseURL: E2E_BASE_URL, serviceWorkers });
    await use(await context.newPage());
    await context.close();
  },
});

// Nothing here is about the service worker: without it each fresh context skips its install and
// precache (CI time, ADR 031).
test.use({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });

const TABS = [
  'Analytics',
  'Engagement',
  'Live Users',
  'Job Analytics',
  'Posts',
  'Jobs',
  'Events',
  'Users',
] as const;

test('a member who is not an admin sees Access Denied', async ({ page }) => {
  await signUpMember(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(
    page.getByText("You don't have permission to access the admin dashboard."),
  ).toBeVisible();
  expect((await page.request.get('/api/admin/stats')).status()).toBe(403);
});

test('the dashboard: figures, charts, and every tab passes axe', async ({ page, admin }) => {
  // Ten tabs, each loaded and checked by axe (Reports and Audit log joined the eight).
  test.slow();
  expect(admin.id).toBeTruthy();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const figures = page.locator('dl[aria-label="Platform figures"] > div');
  await expect(figures.nth(0)).toContainText('Total Users');
  await expect(figures.nth(1)).toContainText('Online Now');
  // The admin is online: a count, not the placeholder.
  await expect(figures.nth(1).locator('dd').first()).toHaveText(/^[1-9]\d*$/);

  const dau = page.locator('section', {
    has: page.getByRole('heading', { name: 'Daily Active Users' }),
  });
  await expect(dau.locator('canvas')).toBeVisible();
  await dau.getByText('Show as a table').click();
  await expect(dau.getByRole('table', { name: 'Daily active users' })).toBeVisible();

  for (const tab of TABS) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel')).not.toContainText('Loading...');
    await expectNoAxeViolations(page);
  }
  await expect(page).toHaveURL(/tab=users/);
});

test('edits and deletes a post', async ({ page, admin, memberPage }) => {
  expect(admin.id).toBeTruthy();
  const author = await signUpMember(memberPage, { firstName: 'Paula', lastName: 'Poster' });
  const text = `Looking for a boom operator ${randomUUID().slice(0, 6)}`;
  const created = await memberPage.request.post('/api/posts', {
    data: { id: randomUUID(), content: text },
  });
  expect(created.status()).toBe(201);

  await page.goto('/admin?tab=posts');
  const card = page.getByRole('article').filter({ hasText: text });
  await expect(card).toContainText(author.email);
  await card.getByRole('button', { name: /^Edit post/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Post' });
  const content = dialog.getByLabel('Content');
  await content.fill('   ');
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await content.fill(`${text} (edited by an admin)`);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Post updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  const edited = page.getByRole('article').filter({ hasText: '(edited by an admin)' });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: /^Delete post/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Post' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this post? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Post deleted successfully!')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: text })).toHaveCount(0);
  const gone = await memberPage.request.get('/api/posts?limit=100');
  expect(JSON.stringify(await gone.json())).not.toContain(text);
});

test("removes a post's comment from the Posts tab, recorded in the audit log", async ({
  page,
  admin,
  memberPage,
}) => {
  expect(admin.id).toBeTruthy();
  await signUpMember(memberPage, { firstName: 'Cora', lastName: 'Commenter' });
  const text = `Rehearsal photos ${randomUUID().slice(0, 6)}`;
  const postId = randomUUID();
  expect(
    (await memberPage.request.post('/api/posts', { data: { id: postId, content: text } })).status(),
  ).toBe(201);
  const words = `Buy cheap followers ${randomUUID().slice(0, 6)}`;
  expect(
    (
      await memberPage.request.post(`/api/posts/${postId}/comments`, { data: { content: words } })
    ).status(),
  ).toBe(201);

  await page.goto('/admin?tab=posts');
  const card = page.getByRole('article').filter({ hasText: text });
  await card.getByRole('button', { name: 'Show comments (1)' }).click();
  await expect(card.getByText(words)).toBeVisible();
  await card.getByRole('button', { name: 'Remove the comment by Cora Commenter' }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove this comment?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText('Comment removed')).toBeVisible();
  const left = await memberPage.request.get(`/api/posts/${postId}/comments`);
  expect(((await left.json()) as { comments: unknown[] }).comments).toEqual([]);
  const audit = await page.request.get('/api/admin/audit-log');
  expect(JSON.stringify(await audit.json())).toContain('comment.delete');
});

test('suspends a member who is signed in elsewhere, then unsuspends them', async ({
  page,
  admin,
  memberPage,
}) => {
  expect(admin.id).toBeTruthy();
  const surname = `Suspendee${randomUUID().slice(0, 6)}`;
  const member = await signUpMember(memberPage, { firstName: 'Sam', lastName: surname });
  await memberPage.goto('/');
  await expect(memberPage.getByRole('heading', { name: /Welcome, Sam/ })).toBeVisible();

  await page.goto('/admin?tab=users');
  await page.getByLabel('Search users').fill(surname);
  const card = page.getByRole('article', { name: `Sam ${surname}` });
  await expect(card).toContainText('Active');
  await expect(
    page.getByRole('article', { name: 'Dana Director' }).getByRole('button', { name: /Suspend/ }),
  ).toHaveCount(0);

  await card.getByRole('button', { name: `Suspend Sam ${surname}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Suspend Sam ${surname}?` });
  await confirm.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('User suspended')).toBeVisible();
  await expect(card).toContainText('Suspended');

  // Their open page loses its session at once and drops to the landing page.
  await expect(memberPage.getByRole('heading', { level: 1 })).toContainText('Find your people.', {
    timeout: 10_000,
  });
  // And nothing of theirs stays on that device (issue 35).
  await expect.poll(() => deviceHolds(memberPage, [member.id, member.email, surname])).toEqual([]);
  const login = await memberPage.request.post('/api/auth/login', {
    data: { email: member.email, password: member.password },
  });
  expect(login.status()).toBe(403);
  expect(await login.text()).toContain('Account suspended');

  await card.getByRole('button', { name: `Unsuspend Sam ${surname}` }).click();
  await page
    .getByRole('alertdialog', { name: `Unsuspend Sam ${surname}?` })
    .getByRole('button', { name: 'Unsuspend' })
    .click();
  await expect(page.getByText('User unsuspended')).toBeVisible();
  await expect(card).toContainText('Active');
  const again = await memberPage.request.post('/api/auth/login', {
    data: { email: member.email, password: member.password },
  });
  expect(again.status()).toBe(200);
});

test('edits a member and their courses', async ({ page, admin, memberPage }) => {
  expect(admin.id).toBeTruthy();
  const surname = `Courses${randomUUID().slice(0, 6)}`;
  await signUpMember(memberPage, { firstName: 'Cora', lastName: surname });
  await page.goto('/admin?tab=users');
  await page.getByLabel('Search users').fill(surname);
  const card = page.getByRole('article', { name: `Cora ${surname}` });
  await card.getByRole('button', { name: `Edit Cora ${surname}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User Profile' });
  await dialog.getByLabel('Bio').fill('Cinematographer and colourist.');
  await dialog.getByLabel('Skills').fill('Cinematography, Color Grading');

  await dialog.getByLabel('Course Code').last().fill('FMTV-UT 1040');
  await dialog.getByLabel('Course Name').last().fill('Sight & Sound: Filmmaking');
  await dialog.getByRole('button', { name: 'Add Course' }).click();
  await expect(page.getByText('Course added')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Courses' })).toContainText('FMTV-UT 1040');
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The search by course code finds her.
  await page.getByLabel('Search users').fill('FMTV-UT 1040');
  await expect(page.getByRole('article', { name: `Cora ${surname}` })).toBeVisible();
});
