import { expect, test } from '@playwright/test';
import { signUpMember } from './fixtures/members';
import { waitForServiceWorkerControl } from './fixtures/service-worker';

test('the landing page reloads with no network', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Secure university authentication')).toBeVisible();
  await context.setOffline(false);
});

test('the signed-in shell reloads with no network, even on a deep link', async ({
  page,
  context,
}) => {
  await signUpMember(page, { firstName: 'Toni' });
  await page.goto('/');
  await expect(page.getByText('Welcome, Toni')).toBeVisible();
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByText('Welcome, Toni')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.goto('/auth');
  await expect(page.getByText('Welcome, Toni')).toBeVisible();
  await context.unroute('**/api/**');
  await context.setOffline(false);
});
