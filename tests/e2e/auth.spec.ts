import { AUTH_ERROR_CODES, AUTH_TEXTS } from '@greenroom/shared-model/texts';
import { expect, test } from '@playwright/test';
import { AuthPage, newMember, Shell } from './fixtures/accounts';
import { expectNoAxeViolations } from './fixtures/axe';
import { signUpMember } from './fixtures/members';

// Nothing here is about the service worker: without it each fresh context skips its install and
// precache (CI time, ADR 031).
test.use({ serviceWorkers: 'block' });

test('landing page offers sign-up and log-in and passes axe', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Secure university authentication')).toBeVisible();
  await page.getByRole('link', { name: 'Sign Up' }).first().click();
  await expect(page).toHaveURL(/\/auth\?mode=signup/);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/');
  await expectNoAxeViolations(page);
});

test('a signed-out visitor on any other path sees the landing page', async ({ page }) => {
  await page.goto('/jobs/some-job');
  await expect(page.getByText('Secure university authentication')).toBeVisible();
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
});

test('sign up → shell → sign out → sign in', async ({ page }) => {
  const member = newMember({ firstName: 'Grace' });
  const auth = new AuthPage(page);
  const shell = new Shell(page);

  await auth.open('signup');
  await expectNoAxeViolations(page);
  // "Check your inbox", then the e-mail's link: "E-mail verified" and the member's home.
  await auth.signUp(member);
  await shell.expectSignedIn(member.firstName);
  await expectNoAxeViolations(page);

  await shell.signOut();
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await auth.open('login');
  await expectNoAxeViolations(page);
  await auth.signIn(member.email, member.password);
  await shell.expectSignedIn(member.firstName);
});

test('a wrong password shows the server message and keeps the member signed out', async ({
  page,
}) => {
  const member = await signUpMember(page);
  await page.context().clearCookies();

  const auth = new AuthPage(page);
  await auth.open('login');
  await auth.signIn(member.email, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('sign-up with different passwords sends nothing', async ({ page }) => {
  const auth = new AuthPage(page);
  await auth.open('signup');
  let signupCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/signup')) signupCalls += 1;
  });
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada.mismatch@nyu.edu');
  await page.getByLabel('Password', { exact: true }).fill('first-password');
  await page.getByLabel('Confirm password', { exact: true }).fill('other-password');
  await page.getByRole('combobox', { name: 'Program' }).click();
  await page.getByRole('option', { name: 'Dance', exact: true }).click();
  await page.getByRole('combobox', { name: 'Graduation year' }).click();
  await page.getByRole('option', { name: '2028', exact: true }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toContainText(AUTH_TEXTS.passwordsDoNotMatch);
  expect(signupCalls).toBe(0);
});

test('before its script runs, the sign-up page shows its choices as not ready, not as dead', async ({
  page,
}) => {
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The app's code, not the theme script the page waits for before it paints.
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // Not until "load": that waits for the held scripts.
  await page.goto('/auth?mode=signup', { waitUntil: 'commit' });
  const program = page.getByRole('combobox', { name: 'Program' });
  await expect(program).toBeVisible();
  await expect(program).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Graduation year' })).toBeDisabled();
  await page.getByLabel('First name').fill('Ada');

  release();
  await program.click();
  await page.getByRole('option', { name: 'Dance', exact: true }).click();
  await expect(program).toContainText('Dance');
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
});

test('?error=non_nyu_email is shown, then removed from the address', async ({ page }) => {
  await page.goto('/auth?error=non_nyu_email');
  await expect(page.getByRole('alert')).toContainText(AUTH_ERROR_CODES.non_nyu_email);
  await expect(page).not.toHaveURL(/error=/);
  await expectNoAxeViolations(page);
});

test('a signed-in member sees "404 Page Not Found" on an unknown path', async ({ page }) => {
  await signUpMember(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expectNoAxeViolations(page);
});
