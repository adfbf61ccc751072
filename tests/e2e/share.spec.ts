// Share out and the install shortcuts (issue 35): "Share" on a post hands its own page's address to
// the system share sheet, or copies it with "Link copied" where there is no sheet; a visitor who
// opens such a link signs in and lands on the post; the manifest's shortcuts open their screens.
import { randomUUID } from 'node:crypto';
import { JOB_TEXTS } from '@greenroom/shared-model/job-texts';
import { AUTH_TEXTS, NOTIFICATION_TEXTS } from '@greenroom/shared-model/texts';
import { expect, type Page, test } from '@playwright/test';
import { AuthPage } from './fixtures/accounts';
import { dismissOnboarding, signUpMember } from './fixtures/members';
import { HomePosts } from './fixtures/sync-home';

async function memberWithPost(page: Page) {
  const member = await signUpMember(page, { firstName: 'Sasha', lastName: 'Sharer' });
  await dismissOnboarding(page, member.id);
  const content = `Opening night photos ${randomUUID().slice(0, 8)}`;
  const id = randomUUID();
  const reply = await page.request.post('/api/posts', { data: { id, content } });
  expect(reply.status()).toBe(201);
  return { member, content, id };
}

/** The card's menu → Share, by pointer or (Share being the first item) by keyboard alone. */
async function shareFromCard(page: Page, content: string, by: 'pointer' | 'keyboard') {
  const home = new HomePosts(page);
  await home.open();
  const menu = home.post(content).getByRole('button', { name: 'Post options' });
  await expect(menu).toBeVisible({ timeout: 15_000 });
  const share = page.getByRole('menuitem', { name: 'Share' });
  if (by === 'pointer') {
    await menu.click();
    await share.click();
    return;
  }
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(share).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
}

test('Share on a post hands its page to the share sheet, and says nothing itself', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedForTest: shared });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
  });
  const { content, id } = await memberWithPost(page);
  await shareFromCard(page, content, 'pointer');
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { sharedForTest: ShareData[] }).sharedForTest),
    )
    .toEqual([{ title: 'Post by Sasha Sharer', url: `${baseURL}/posts/${id}` }]);
  await expect(page.getByText('Link copied')).toHaveCount(0);
});

test('without a share sheet the link is copied and the toast says so', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    // Chromium on Linux has no share sheet; make sure of it on every platform.
    Reflect.deleteProperty(Navigator.prototype, 'share');
    Reflect.deleteProperty(Navigator.prototype, 'canShare');
  });
  const { content, id } = await memberWithPost(page);
  await shareFromCard(page, content, 'keyboard');
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/posts/${id}`);
});

test('a signed-out visitor opening a post link signs in and lands on the post', async ({
  page,
  browser,
  baseURL,
}) => {
  const { member, content, id } = await memberWithPost(page);
  const visitor = await browser.newPage({ baseURL });
  try {
    await visitor.goto(`/posts/${id}`);
    await visitor.getByRole('link', { name: AUTH_TEXTS.logIn }).first().click();
    await expect(visitor).toHaveURL(/\/auth\?/);
    await new AuthPage(visitor).signIn(member.email, member.password);
    await expect(visitor).toHaveURL(`${baseURL}/posts/${id}`);
    await expect(visitor.getByText(content)).toBeVisible({ timeout: 15_000 });
  } finally {
    await visitor.close();
  }
});

test('the manifest offers New post, Jobs and Notifications, each opening its screen', async ({
  page,
  baseURL,
}) => {
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest.shortcuts.map((s) => s.name)).toEqual(['New post', 'Jobs', 'Notifications']);
  const url = (name: string) => manifest.shortcuts.find((s) => s.name === name)?.url ?? '';
  await memberWithPost(page);

  await page.goto(url('New post'));
  await expect(page.getByRole('dialog', { name: 'Create a Post' })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);
  // Honoured once: a reload does not open it again.
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Create a Post' })).toHaveCount(0);

  await page.goto(url('Jobs'));
  await expect(page.getByRole('heading', { name: JOB_TEXTS.pageTitle, level: 1 })).toBeVisible();

  await page.goto(url('Notifications'));
  await expect(page.getByRole('dialog', { name: NOTIFICATION_TEXTS.title })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(`${baseURL}/`);
});
