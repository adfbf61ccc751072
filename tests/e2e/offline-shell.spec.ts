import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './fixtures/environment';
import { signUpMember } from './fixtures/members';
import { waitForServiceWorkerControl } from './fixtures/service-worker';
import { goOffline, goOnline } from './fixtures/sync-network';

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

test('offline, a part of the screen this device has not stored yet is left out, not the screen; it comes once back online', async ({
  page,
  context,
  browser,
}) => {
  const author = await browser.newPage({ baseURL: E2E_BASE_URL });
  await signUpMember(author, { firstName: 'Lena', lastName: 'Lighting' });
  const title = `Gaffer ${crypto.randomUUID().slice(0, 6)}`;
  const posted = await author.request.post('/api/jobs', {
    data: { title, description: `${title}: two nights on a rooftop` },
  });
  expect(posted.status()).toBe(201);
  await author.context().close();

  await signUpMember(page, { firstName: 'Noor' });
  // A first visit: no job card has been drawn, and nothing is precached yet (as when the worker
  // is still storing the app as the network drops).
  await page.goto('/jobs?tab=applications');
  await expect(page.getByRole('tab', { name: /Applications/, selected: true })).toBeVisible();
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) {
      await registration.unregister();
    }
    for (const key of await caches.keys()) await caches.delete(key);
  });
  // The card's menu is a part loaded on demand; its file cannot be fetched now.
  const menuCode = '**/assets/member-menu-*.js';
  await context.route(menuCode, (route) => route.abort('internetdisconnected'));
  await goOffline(context);
  await page.getByRole('tab', { name: 'Browse' }).click();
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  const menu = card.getByRole('button', { name: /^More options for Lena Lighting/ });
  await expect(menu).toHaveCount(0);

  // Back online, the first try fails too (the network joined, not yet routing): the part is
  // tried again a moment later, not left out until the next time the device goes online.
  await context.unroute(menuCode);
  let failedOnline = 0;
  await context.route(menuCode, (route) => {
    if (failedOnline > 0) return route.continue();
    failedOnline += 1;
    return route.abort('connectionrefused');
  });
  await goOnline(context);
  await expect(menu).toBeVisible();
  expect(failedOnline).toBe(1);
  await context.unroute(menuCode);
});
