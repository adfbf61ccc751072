import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { expectNoAxeViolations } from './fixtures/axe';
import { E2E_BASE_URL } from './fixtures/environment';
import { latestMailTo } from './fixtures/mail';
import { signUpMember } from './fixtures/members';

/** Keyboard, as a member without a mouse would: focus the switch and press Space. */
async function toggle(control: Locator) {
  await control.focus();
  await control.press('Space');
}

test('switches save at once, hold across a reload, and the e-mail kinds wait for the master switch', async ({
  page,
}) => {
  await signUpMember(page, { firstName: 'Gia', lastName: 'Settings' });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // Before the member's database is open the switches are disabled: axe the page in both states.
  await expectNoAxeViolations(page);
  await expect(page.getByRole('switch', { name: /Hide profile views/ })).toBeEnabled();

  const hide = page.getByRole('switch', { name: /Hide profile views/ });
  await expect(hide).not.toBeChecked();
  await toggle(hide);
  await expect(page.getByText('Privacy Settings Updated')).toBeVisible();
  await expect(hide).toBeChecked();

  const master = page.getByRole('switch', { name: /^Email notifications/ });
  const matches = page.getByRole('switch', { name: /Job matches/ });
  await expect(matches).toBeEnabled();
  await toggle(matches);
  await expect(matches).not.toBeChecked();
  await toggle(master);
  await expect(page.getByText('Email Settings Updated').first()).toBeVisible();
  await expect(matches).toBeDisabled();
  await expect(page.getByRole('switch', { name: /Profile views/ })).toBeDisabled();
  await expect(page.getByRole('switch', { name: /^Messages/ })).toBeDisabled();
  await expectNoAxeViolations(page);

  // Sent and kept: the server's copy and a reload agree.
  await expect
    .poll(
      async () =>
        (await (await page.request.get('/api/auth/user')).json()) as Record<string, unknown>,
      {
        timeout: 15_000,
      },
    )
    .toMatchObject({ hideProfileViews: true, emailNotifications: false, emailJobMatches: false });
  await page.reload();
  await expect(page.getByRole('switch', { name: /Hide profile views/ })).toBeChecked();
  await expect(page.getByRole('switch', { name: /^Email notifications/ })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /Job matches/ })).toBeDisabled();
});

const LIGHT_CANVAS = 'rgb(251, 248, 244)';
const DARK_CANVAS = 'rgb(21, 16, 28)';
const canvas = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the theme follows the system until the member chooses one in Settings, kept on this device', async ({
  page,
}) => {
  await signUpMember(page, { firstName: 'Tess', lastName: 'Theme' });
  const html = page.locator('html');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/settings');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await canvas(page)).toBe(DARK_CANVAS);
  const theme = page.getByRole('group', { name: 'Theme' });
  await expect(theme.getByRole('radio', { name: 'Same as this device' })).toBeChecked();
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-theme', 'light');

  // Chosen with the keyboard: the arrow keys move between the three.
  await theme.getByRole('radio', { name: 'Same as this device' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await canvas(page)).toBe(DARK_CANVAS);
  // The choice holds against the system's, and after a reload.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expectNoAxeViolations(page);

  await theme.getByRole('radio', { name: 'Light' }).check();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await canvas(page)).toBe(LIGHT_CANVAS);
  await theme.getByRole('radio', { name: 'Same as this device' }).check();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('the theme is painted before any of the app’s code runs: visitor pages and the shell', async ({
  browser,
}) => {
  // No service worker, and none of the app's scripts: only what the page itself carries.
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    serviceWorkers: 'block',
    colorScheme: 'dark',
  });
  const page = await context.newPage();
  await page.route(/\/assets\/[^?]*\.js(\?|$)/, (route) => route.abort());
  const html = page.locator('html');
  // The system's theme on the prerendered landing page.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await canvas(page)).toBe(DARK_CANVAS);
  // A choice kept on this device wins over the system's, on a prerendered page and the shell.
  await page.evaluate(() => localStorage.setItem('greenroom:theme', 'light'));
  for (const path of ['/auth?mode=login', '/jobs']) {
    await page.goto(path);
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await canvas(page)).toBe(LIGHT_CANVAS);
  }
  await context.close();
});

test('changing the password: the spec’s checks, the server’s refusal, then success', async ({
  page,
}) => {
  const member = await signUpMember(page, { firstName: 'Hal', lastName: 'Password' });
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Change Password' });
  const current = section.getByLabel('Current password', { exact: true });
  const next = section.getByLabel('New password', { exact: true });
  const confirm = section.getByLabel('Confirm new password', { exact: true });
  const submit = section.getByRole('button', { name: 'Update Password' });

  await submit.click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await next.fill('abc');
  await expect(page.getByText('New password must be at least 6 characters')).toBeVisible();
  await next.fill('new-secret-1');
  await confirm.fill('new-secret-2');
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expectNoAxeViolations(page);

  await current.fill('not-my-password');
  await confirm.fill('new-secret-1');
  await submit.click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();

  await current.fill(member.password);
  await submit.click();
  await expect(page.getByText('Password Updated')).toBeVisible();
  await expect(current).toHaveValue('');

  const login = await page.request.post('/api/auth/login', {
    data: { email: member.email, password: 'new-secret-1' },
  });
  expect(login.status()).toBe(200);
});

test('changing the e-mail: a link to the new address finishes it', async ({ page }) => {
  const member = await signUpMember(page, { firstName: 'Eve', lastName: 'Moving' });
  const newEmail = uniqueEmail('moved');
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'E-mail Address' });
  await expect(section.getByText(member.email)).toBeVisible();
  await section.getByLabel('New e-mail').fill(newEmail);
  await section.getByLabel('Current password', { exact: true }).fill(member.password);
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText('Check your new inbox')).toBeVisible();

  const mail = await latestMailTo(newEmail, 'Confirm your new');
  const link = /https?:\/\/\S+(\/api\/auth\/confirm-email-change\?token=[\w-]+)/.exec(mail)?.[1];
  expect(link, mail).toBeDefined();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText('Your e-mail address is changed')).toBeVisible();
  await expect(section.getByText(newEmail)).toBeVisible();
});

test('download my data: the archive is built, offered, and holds the member’s data', async ({
  page,
}) => {
  const member = await signUpMember(page, { firstName: 'Dara', lastName: 'Download' });
  await page.request.post('/api/posts', { data: { content: 'A post for the archive' } });
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Your Data' });
  await section.getByRole('button', { name: 'Download my data' }).click();
  const link = section.getByRole('link', { name: 'Download archive' });
  await expect(link).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^greenroom-data-\d{4}-\d{2}-\d{2}\.json$/);
  const archive = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile: { email: string };
    posts: { content: string }[];
  };
  expect(archive.profile.email).toBe(member.email);
  expect(archive.posts.map((p) => p.content)).toEqual(['A post for the archive']);
});
