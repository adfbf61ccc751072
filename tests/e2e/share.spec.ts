// Share out and in, and the install shortcuts (issue 35): "Share" on a post hands its own page's
// address to the system share sheet, or copies it with "Link copied" where there is no sheet; a
// visitor who opens such a link signs in and lands on the post; the manifest's shortcuts open
// their screens, and its screenshots are served for the install sheet; a share from another app
// (the manifest's share_target, a POST the service worker answers) opens "Create a Post" with
// it, online, offline and signed out (ADR 048).
import { randomUUID } from 'node:crypto';
import { JOB_TEXTS } from '@greenroom/shared-model/job-texts';
import { AUTH_TEXTS, NOTIFICATION_TEXTS } from '@greenroom/shared-model/texts';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { AuthPage } from './fixtures/accounts';
import { noisePng } from './fixtures/images';
import { dismissOnboarding, signUpMember } from './fixtures/members';
import { waitForServiceWorkerControl } from './fixtures/service-worker';
import { HomePosts } from './fixtures/sync-home';
import { goOffline, goOnline } from './fixtures/sync-network';

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

test('the manifest offers New post, Jobs and Notifications, each opening its screen, and screenshots of a phone and a computer', async ({
  page,
  baseURL,
}) => {
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    shortcuts: { name: string; url: string }[];
    share_target: unknown;
    screenshots: { src: string; sizes: string; type: string; form_factor: string; label: string }[];
  };
  expect(manifest.shortcuts.map((s) => s.name)).toEqual(['New post', 'Jobs', 'Notifications']);
  expect(manifest.share_target).toEqual({
    action: '/share-target',
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      title: 'title',
      text: 'text',
      url: 'url',
      files: [
        { name: 'media', accept: expect.arrayContaining(['image/jpeg', 'video/mp4', '.mp3']) },
      ],
    },
  });
  // The install sheet's screenshots: a phone's and a computer's, each served as it says, and
  // left out of the precache (only the install dialog reads them).
  expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  const precache = await (await page.request.get('/sw.js')).text();
  for (const shot of manifest.screenshots) {
    expect(shot.label.length).toBeGreaterThan(10);
    const file = await page.request.get(shot.src);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe(shot.type);
    const { width, height, format } = await sharp(await file.body()).metadata();
    expect(`image/${format}`).toBe(shot.type);
    expect(`${width}x${height}`).toBe(shot.sizes);
    expect(height / width > 1).toBe(shot.form_factor === 'narrow');
    expect(precache).not.toContain(shot.src.slice(1));
  }

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

/**
 * Another app's share, as the browser sends it: a real form POSTed by a navigation, so the
 * service worker's handler answers it (a fetch() from the page would not navigate).
 */
async function shareIntoApp(page: Page, fields: Record<string, string>, photo?: string) {
  const file = photo ? { name: photo, base64: noisePng(48, 3).toString('base64') } : undefined;
  await page.evaluate(
    ({ fields, file }) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.enctype = 'multipart/form-data';
      form.action = '/share-target';
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      if (file) {
        const input = document.createElement('input');
        input.type = 'file';
        input.name = 'media';
        const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
        const files = new DataTransfer();
        files.items.add(new File([bytes], file.name, { type: 'image/png' }));
        input.files = files.files;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { fields, file },
  );
}

async function expectSharedDialog(page: Page, text: string, photo: string) {
  const dialog = page.getByRole('dialog', { name: 'Create a Post' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByLabel('Content', { exact: true })).toHaveValue(
    `${text}\n\nhttps://example.org/rehearsal`,
  );
  await expect(dialog.getByText(new RegExp(`^${photo} · `))).toBeVisible();
  return dialog;
}

test('a photo and link shared from another app open Create a Post with both (or the portfolio), online and offline', async ({
  page,
  context,
  baseURL,
}) => {
  const member = await signUpMember(page, { firstName: 'Ines', lastName: 'Inbound' });
  await dismissOnboarding(page, member.id);
  const home = new HomePosts(page);
  await home.open();
  await waitForServiceWorkerControl(page);

  const online = `Dress rehearsal ${randomUUID().slice(0, 6)}`;
  await shareIntoApp(page, { text: online, url: 'https://example.org/rehearsal' }, 'stage.png');
  const dialog = await expectSharedDialog(page, online, 'stage.png');
  await expect(page).toHaveURL(`${baseURL}/`);
  await dialog.getByRole('button', { name: 'Share Post' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(home.post(online).getByRole('img')).toBeVisible({ timeout: 20_000 });

  // The same kind of share, added to the portfolio instead of posted.
  const still = `Rehearsal still ${randomUUID().slice(0, 6)}`;
  await shareIntoApp(page, { title: still, text: 'From the dress rehearsal' }, 'still.png');
  await page
    .getByRole('dialog', { name: 'Create a Post' })
    .getByRole('button', { name: 'Add to portfolio instead' })
    .click();
  const portfolio = page.getByRole('dialog', { name: 'Add Portfolio Item' });
  await expect(portfolio.getByLabel('Title')).toHaveValue(still);
  await expect(portfolio.getByLabel('Description')).toHaveValue('From the dress rehearsal');
  await expect(portfolio.getByText(/^still\.png · /)).toBeVisible();
  await portfolio.getByRole('button', { name: 'Add to Portfolio' }).click();
  await expect(page.getByText('Portfolio item added successfully!')).toBeVisible({
    timeout: 20_000,
  });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: still })).toBeVisible({ timeout: 15_000 });
  await home.open();

  // Offline: the worker answers the share itself, and the file waits like any chosen file.
  await goOffline(context);
  const offline = `Tech week ${randomUUID().slice(0, 6)}`;
  await shareIntoApp(page, { text: offline, url: 'https://example.org/rehearsal' }, 'lights.png');
  const again = await expectSharedDialog(page, offline, 'lights.png');
  await again.getByRole('button', { name: 'Share Post' }).click();
  await expect(again).toBeHidden();
  const waiting = page.getByRole('list', { name: 'Waiting to upload' });
  await expect(waiting).toContainText(offline);
  await expect(waiting).toContainText('Waiting to upload when you are online');
  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(home.post(offline).getByRole('img')).toBeVisible({ timeout: 20_000 });
  await expect(waiting).toHaveCount(0);
  await expect(home.pendingMark(offline)).toHaveCount(0, { timeout: 15_000 });

  // Used once: coming back to the address opens nothing.
  await page.goto('/?open=share');
  await expect(page.getByText('Nothing came through')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Create a Post' })).toHaveCount(0);
});

test('shared while signed out: the landing page says to log in, and the share waits for it', async ({
  page,
  browser,
  baseURL,
}) => {
  const member = await signUpMember(page, { firstName: 'Lou', lastName: 'Later' });
  await dismissOnboarding(page, member.id);
  const visitor = await browser.newPage({ baseURL });
  try {
    await visitor.goto('/');
    await waitForServiceWorkerControl(visitor);
    const text = `Curtain call ${randomUUID().slice(0, 6)}`;
    await shareIntoApp(visitor, { text, url: 'https://example.org/rehearsal' }, 'bow.png');
    await expect(
      visitor.getByRole('status').filter({ hasText: 'Log in to share it' }),
    ).toBeVisible();
    await visitor.getByRole('link', { name: AUTH_TEXTS.logIn }).first().click();
    await new AuthPage(visitor).signIn(member.email, member.password);
    await expectSharedDialog(visitor, text, 'bow.png');
  } finally {
    await visitor.close();
  }
});
