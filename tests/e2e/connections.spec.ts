import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { signUpMember } from './fixtures/members';
import { expect, test } from './fixtures/other-member';
import { goOffline, goOnline } from './fixtures/sync-network';

const syncStatus = (page: Page) => page.getByRole('button', { name: /^Sync status: / });

async function statusOnServer(request: APIRequestContext, otherId: string) {
  const reply = await request.get(`/api/connections/status/${otherId}`);
  return ((await reply.json()) as { status: string | null }).status;
}

test('two members connect (the answer queued offline lands once), counts follow live on both sides, then remove', async ({
  page: pageA,
  otherPage: pageB,
}) => {
  const a = await signUpMember(pageA, { firstName: 'Ana', lastName: 'Requester' });
  const b = await signUpMember(pageB, { firstName: 'Ben', lastName: 'Recipient' });

  // A: B's profile, "No connections", Connect.
  await pageA.goto(`/profile/${b.id}`);
  await expect(pageA.getByRole('heading', { level: 1, name: 'Ben Recipient' })).toBeVisible();
  await expect(pageA.getByRole('link', { name: 'No connections' })).toBeVisible();
  const connect = pageA.getByRole('button', { name: 'Connect', exact: true });
  await expect(connect).toBeVisible();
  await expectNoAxeViolations(pageA);
  await connect.click();
  await expect(pageA.getByText('Connection request sent')).toBeVisible();
  await expect(pageA.getByRole('button', { name: 'Pending' })).toBeDisabled();
  await expect(pageA.getByText('Waiting to sync')).toHaveCount(0, { timeout: 15_000 });
  expect(await statusOnServer(pageA.request, b.id)).toBe('pending');
  await expectNoAxeViolations(pageA);

  // B: A's profile offers Accept and Decline; B's own profile counts live.
  await pageB.goto(`/profile/${a.id}`);
  await expect(pageB.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(pageB.getByRole('button', { name: 'Decline' })).toBeVisible();
  await expectNoAxeViolations(pageB);
  await expect(syncStatus(pageB)).toHaveAccessibleName(/Synced/);

  // B accepts offline: shown at once with the pending mark, sent once back online.
  await goOffline(pageB.context());
  await pageB.getByRole('button', { name: 'Accept' }).click();
  await expect(pageB.getByRole('button', { name: /Connected/ })).toBeVisible();
  await expect(pageB.getByText('Waiting to sync')).toBeVisible();
  expect(await statusOnServer(pageA.request, b.id)).toBe('pending');
  await goOnline(pageB.context());
  await expect(pageB.getByText('Waiting to sync')).toHaveCount(0, { timeout: 20_000 });
  expect(await statusOnServer(pageA.request, b.id)).toBe('accepted');

  // A's screen follows live: Connected, and B's count.
  await expect(pageA.getByRole('button', { name: /Connected/ })).toBeVisible({ timeout: 15_000 });
  await expect(pageA.getByRole('link', { name: '1 connection' })).toBeVisible({
    timeout: 15_000,
  });

  // B's own profile and connections page.
  await pageB.goto('/profile');
  await pageB.getByRole('link', { name: '1 connection' }).click();
  await expect(pageB).toHaveURL(new RegExp(`/connections/${b.id}$`));
  await expect(pageB.getByText('1 connection', { exact: true })).toBeVisible();
  await expect(pageB.getByRole('link', { name: 'Ana Requester' })).toBeVisible();
  await expectNoAxeViolations(pageB);

  // A removes the connection from the Connected menu; B's page follows live.
  await pageA.getByRole('button', { name: /Connected/ }).click();
  await expectNoAxeViolations(pageA);
  await pageA.getByRole('menuitem', { name: 'Remove connection' }).click();
  await expect(pageA.getByRole('button', { name: 'Connect', exact: true })).toBeVisible();
  await expect(pageA.getByRole('link', { name: 'No connections' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(pageB.getByText('No connections yet')).toBeVisible({ timeout: 15_000 });
  expect(await statusOnServer(pageA.request, b.id)).toBe('blocked');
});

test('a request meets the other side’s: both end connected, one row', async ({
  page: pageA,
  otherPage: pageB,
}) => {
  const a = await signUpMember(pageA, { firstName: 'Cleo', lastName: 'Offline' });
  const b = await signUpMember(pageB, { firstName: 'Dev', lastName: 'Online' });
  await pageA.goto(`/profile/${b.id}`);
  await expect(pageA.getByRole('button', { name: 'Connect', exact: true })).toBeVisible();
  await expect(syncStatus(pageA)).toHaveAccessibleName(/Synced/);
  await goOffline(pageA.context());
  await pageA.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(pageA.getByRole('button', { name: 'Pending' })).toBeVisible();

  // Meanwhile B asks A (online).
  await pageB.goto(`/profile/${a.id}`);
  await pageB.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(pageB.getByText('Waiting to sync')).toHaveCount(0, { timeout: 15_000 });

  await goOnline(pageA.context());
  await expect(pageA.getByRole('button', { name: /Connected/ })).toBeVisible({ timeout: 20_000 });
  await expect(pageB.getByRole('button', { name: /Connected/ })).toBeVisible({ timeout: 20_000 });
  const list = (await (await pageA.request.get('/api/connections')).json()) as unknown[];
  expect(list).toHaveLength(1);
});

test('someone viewing my profile shows the Profile View toast', async ({
  page: pageA,
  otherPage: pageB,
}) => {
  const a = await signUpMember(pageA, { firstName: 'Eva', lastName: 'Viewed' });
  await signUpMember(pageB, { firstName: 'Finn', lastName: 'Viewer' });
  await pageA.goto('/profile');
  await expect(syncStatus(pageA)).toHaveAccessibleName(/Synced/);
  await pageB.goto(`/profile/${a.id}`);
  await expect(pageB.getByRole('heading', { level: 1, name: 'Eva Viewed' })).toBeVisible();
  await expect(pageA.getByText('Finn Viewer viewed your profile')).toBeVisible({
    timeout: 15_000,
  });
  await expect(pageA.getByText('Profile View', { exact: true })).toBeVisible();
});

test('a connections list that cannot be read says so, and Try Again reads it', async ({ page }) => {
  const other = await signUpMember(page, { firstName: 'Jon', lastName: 'Listed' });
  // Signed in as Ivy from here on.
  await signUpMember(page, { firstName: 'Ivy', lastName: 'Lister' });
  await page.route('**/api/connections/user/**', (route) =>
    route.fulfill({ status: 503, json: { message: 'Service Unavailable' } }),
  );
  await page.goto(`/connections/${other.id}`);
  await expect(page.getByText('Unable to Load Connections')).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  await page.unroute('**/api/connections/user/**');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('No connections yet')).toBeVisible();
});
