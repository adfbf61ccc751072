// Forgotten password end to end: "Forgot password?" on the sign-in tab, the link from the e-mail,
// a new password that signs this device in, and the other device signed out.
import { expectNoAxeViolations } from './fixtures/axe';
import { latestMailTo } from './fixtures/mail';
import { signUpMember } from './fixtures/members';
import { expect, test } from './fixtures/other-member';

// Nothing here is about the service worker: without it each fresh context skips its install and
// precache (CI time, ADR 031).
test.use({ serviceWorkers: 'block' });

test('a member who forgot their password gets back in through the e-mailed link; other sessions end', async ({
  page,
  otherPage: elsewhere,
}) => {
  // Signed in on another device, which the reset must sign out.
  const member = await signUpMember(elsewhere, { firstName: 'Fern', lastName: 'Forgetful' });
  await elsewhere.goto('/profile');
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'Fern Forgetful' })).toBeVisible();

  await page.goto('/auth?mode=login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for that address/)).toBeVisible();

  const mail = await latestMailTo(member.email, 'Reset your');
  const link = /https?:\/\/\S+\/auth\?mode=reset&token=[\w-]+/.exec(mail)?.[0];
  expect(link, mail).toBeDefined();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('New password', { exact: true }).fill('a brand new password');
  await page.getByLabel('Confirm new password').fill('a different one');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm new password').fill('a brand new password');
  await page.getByRole('button', { name: 'Set new password' }).click();

  // Signed in here; the other device's session is gone.
  await expect(page.getByRole('button', { name: /^Sync status: / })).toBeVisible({
    timeout: 15_000,
  });
  await expect.poll(async () => (await elsewhere.request.get('/api/auth/user')).json()).toBeNull();

  // The link was used: opening it again says so and offers a new one.
  await page.context().clearCookies();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('New password', { exact: true }).fill('yet another password');
  await page.getByLabel('Confirm new password').fill('yet another password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/This reset link is invalid or has expired/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  const signIn = await page.request.post('/api/auth/login', {
    data: { email: member.email, password: 'a brand new password' },
  });
  expect(signIn.status()).toBe(200);
});
