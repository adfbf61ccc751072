import { AUTH_ERROR_CODES } from '@greenroom/shared-model/texts';
import { expect, test } from '@playwright/test';
import { type OidcProvider, startOidcProvider } from '../support/oidc-provider';
import { uniqueEmail } from './fixtures/accounts';
import { E2E_OIDC_CLIENT_ID, E2E_OIDC_CLIENT_SECRET, E2E_OIDC_PORT } from './fixtures/environment';

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
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
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
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('alert')).toContainText(AUTH_ERROR_CODES.non_nyu_email);
  await expect(page).not.toHaveURL(/error=/);
  const user = await (await page.request.get('/api/auth/user')).json();
  expect(user).toBeNull();
});
