// Verified members only (#28 §1): an account whose e-mail is not verified sees "Check your inbox"
// on every route but its own profile and settings, may resend the link, change a mistyped
// address and sign out; following the link verifies, signs the device in and says "E-mail
// verified" on the home screen.
import { SERVER_TEXTS, VERIFY_TEXTS } from '@greenroom/shared-model/texts';
import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { expectNoAxeViolations } from './fixtures/axe';
import { latestMailTo, verificationLinkTo } from './fixtures/mail';
import { signUpMember } from './fixtures/members';
import { sql } from './fixtures/suite-database';

// Nothing here is about the service worker: without it each fresh context skips its install and
// precache (CI time, ADR 031).
test.use({ serviceWorkers: 'block' });

async function inboxScreen(page: Page) {
  await expect(page.getByRole('heading', { name: VERIFY_TEXTS.title })).toBeVisible();
}

/** The last link was sent more than a minute ago (the resend limit is one a minute). */
async function ageVerificationMail(userId: string): Promise<void> {
  await sql(
    (db) => db`update email_verification_tokens set created_at = created_at - interval '2 minutes'
               where user_id = ${userId}`,
  );
}

test('"Check your inbox" on every route; resend; own settings stay open; axe', async ({
  page,
}, testInfo) => {
  const member = await signUpMember(page, { firstName: 'Una' }, { verified: false });
  await page.goto('/');
  await inboxScreen(page);
  await expect(page.getByText(member.email)).toBeVisible();
  await expect(page.getByText(`Welcome, ${member.firstName}`)).toHaveCount(0);
  await expectNoAxeViolations(page);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({
      path: testInfo.outputPath(`check-inbox-${width}.png`),
      fullPage: true,
    });
  }

  for (const path of ['/jobs', '/discover', `/profile/${member.id}`]) {
    await page.goto(path);
    await inboxScreen(page);
  }
  // Its own settings and profile stay open to it.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: VERIFY_TEXTS.title })).toHaveCount(0);

  await page.goto('/');
  await inboxScreen(page);
  await ageVerificationMail(member.id);
  await page.getByRole('button', { name: VERIFY_TEXTS.resend }).click();
  await expect(page.getByText(VERIFY_TEXTS.resent).first()).toBeVisible();
  // The newest link (the one just sent) verifies.
  const link = await verificationLinkTo(member.email);
  await page.goto(link);
  await expect(page.getByText(SERVER_TEXTS.emailVerified).first()).toBeVisible();
  await expect(page.getByText(`Welcome, ${member.firstName}`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a mistyped address is changed from the inbox screen; the new link verifies', async ({
  page,
}) => {
  const member = await signUpMember(page, { firstName: 'Tess' }, { verified: false });
  const rightEmail = uniqueEmail('right');
  await page.goto('/');
  await inboxScreen(page);
  await page.getByRole('button', { name: VERIFY_TEXTS.changeEmail }).click();
  const form = page.getByRole('region', { name: VERIFY_TEXTS.changeEmail });
  await form.getByLabel('New e-mail').fill(rightEmail);
  await form.getByLabel('Current password', { exact: true }).fill(member.password);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText('Check your new inbox')).toBeVisible();

  const mail = await latestMailTo(rightEmail, 'Confirm your new');
  const link = /https?:\/\/\S+(\/api\/auth\/confirm-email-change\?token=[\w-]+)/.exec(mail)?.[1];
  expect(link, mail).toBeDefined();
  await page.goto(link!);
  await expect(page.getByText(SERVER_TEXTS.emailChanged)).toBeVisible();
  await page.goto('/');
  await expect(page.getByText(`Welcome, ${member.firstName}`)).toBeVisible();
});

test('sign out from the inbox screen', async ({ page }) => {
  await signUpMember(page, { firstName: 'Sol' }, { verified: false });
  await page.goto('/');
  await inboxScreen(page);
  await page.getByRole('button', { name: VERIFY_TEXTS.signOut }).click();
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  expect(await (await page.request.get('/api/auth/user')).json()).toBeNull();
});

test('the link opened on a device that is not signed in verifies and signs it in', async ({
  page,
  browser,
}, testInfo) => {
  const member = await signUpMember(page, { firstName: 'Lin' }, { verified: false });
  const link = await verificationLinkTo(member.email);
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const phone = await other.newPage();
  await phone.goto(link);
  await expect(phone.getByText(SERVER_TEXTS.emailVerified).first()).toBeVisible();
  await expect(phone.getByText(`Welcome, ${member.firstName}`)).toBeVisible();
  await expect(phone).toHaveURL(/\/$/);
  await other.close();

  // The first device's inbox screen gives way once it looks again (focus).
  await page.goto('/');
  await expect(page.getByText(`Welcome, ${member.firstName}`)).toBeVisible();
});
