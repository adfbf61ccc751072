import { expect, test } from '@playwright/test';
import { newMember } from './fixtures/accounts';
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
  const member = newMember({ firstName: 'Toni' });
  const signup = await page.request.post('/api/auth/signup', {
    data: { ...member, program: 'Recorded Music', graduationYear: 2029 },
  });
  expect(signup.status()).toBe(201);
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
