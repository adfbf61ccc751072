import { AUTH_ERROR_CODES } from '@greenroom/shared-model/texts';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { type OidcProvider, startOidcProvider } from '../support/oidc-provider';
import { expectNoAxeViolations } from './fixtures/axe';
import { E2E_OIDC_CLIENT_ID, E2E_OIDC_CLIENT_SECRET, E2E_OIDC_PORT } from './fixtures/environment';
import { signUpMember } from './fixtures/members';

// Nothing here is about the service worker: without it each fresh context skips its install and
// precache (CI time, ADR 031).
test.use({ serviceWorkers: 'block' });

let provider: OidcProvider;

test.beforeAll(async () => {
  provider = await startOidcProvider({
    port: E2E_OIDC_PORT,
    clientId: E2E_OIDC_CLIENT_ID,
    clientSecret: E2E_OIDC_CLIENT_SECRET,
  });
});

test.afterAll(async () => {
  await provider.stop();
});

test('Google sign-in with a member e-mail signs in, verified', async ({ page }) => {
  provider.setNextClaims({
    sub: `google-${Date.now()}`,
    email: uniqueEmail('google'),
    email_verified: true,
    given_name: 'Octavia',
    family_name: 'Butler',
  });
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await expect(page.getByText('Welcome, Octavia')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const user = await (await page.request.get('/api/auth/user')).json();
  expect(user).toMatchObject({ firstName: 'Octavia', isVerified: true });
  // A Google account carries no verification banner.
  await expect(page.getByRole('button', { name: 'Resend verification e-mail' })).toHaveCount(0);
  // No password to change: Settings points to the Google account, the other sections stay.
  await page.goto('/settings');
  await expect(page.getByText('Settings Not Available')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Google Account security settings' }),
  ).toHaveAttribute('href', 'https://myaccount.google.com/security');
  await expect(page.getByLabel('Current password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: /Hide profile views/ })).toBeVisible();
});

test('Google sign-in with a non-member e-mail comes back with non_nyu_email', async ({ page }) => {
  provider.setNextClaims({
    sub: `google-outsider-${Date.now()}`,
    email: uniqueEmail('outsider', 'gmail.com'),
    email_verified: true,
    given_name: 'Out',
    family_name: 'Sider',
  });
  await page.goto('/auth?mode=signup');
  // Clicked once the app has taken over the prerendered page: a click in the middle of that
  // (a plain link) was once in a while not followed (docs/decisions/020, "Left").
  await page.waitForFunction(() => performance.getEntriesByName('app:first-paint').length > 0);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('alert')).toContainText(AUTH_ERROR_CODES.non_nyu_email);
  await expect(page).not.toHaveURL(/error=/);
  const user = await (await page.request.get('/api/auth/user')).json();
  expect(user).toBeNull();
});

test('a password account links Google in Settings, then signs in with it', async ({ page }) => {
  const member = await signUpMember(page, { firstName: 'Lin', lastName: 'Linker' });
  const sub = `google-link-${Date.now()}`;
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Sign-in Methods' });
  await expect(section.getByText('Not linked')).toBeVisible();
  await expectNoAxeViolations(page);
  provider.setNextClaims({ sub, email: member.email, email_verified: true });
  await section.getByLabel('Current password (to link Google)').fill(member.password);
  await section.getByRole('button', { name: 'Link Google' }).click();
  await expect(page.getByText('Google sign-in is linked')).toBeVisible({ timeout: 15_000 });
  await expect(section.getByText('Linked', { exact: true })).toBeVisible();

  // Signed out, Google brings the same member back.
  await page.context().clearCookies();
  provider.setNextClaims({ sub, email: member.email, email_verified: true });
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await expect
    .poll(async () => (await (await page.request.get('/api/auth/user')).json())?.id)
    .toBe(member.id);
});
