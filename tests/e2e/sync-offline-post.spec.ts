import { expect, test } from '@playwright/test';
import { newMember } from './fixtures/accounts';
import { expectNoAxeViolations } from './fixtures/axe';
import { verificationLinkTo } from './fixtures/mail';
import { signUpMember } from './fixtures/members';
import { waitForServiceWorkerControl } from './fixtures/service-worker';
import { HomePosts, serverPostCount } from './fixtures/sync-home';
import { goOffline, goOnline } from './fixtures/sync-network';

test('a post written offline shows at once, survives an offline reload, and is sent exactly once', async ({
  page,
  context,
  request,
}) => {
  const member = await signUpMember(page, { firstName: 'Oona' });
  const home = new HomePosts(page);
  await home.open();
  await waitForServiceWorkerControl(page);

  await goOffline(context);
  const content = `Offline casting call ${Date.now()}`;
  await home.createPost(content);
  // Queued, not shared: the toast says so (issue 30, fault 8).
  await expect(page.getByText("Saved — it will be shared when you're back online")).toBeVisible();
  await expect(page.getByText('Post Created!')).toHaveCount(0);
  await expect(home.post(content)).toBeVisible();
  await expect(home.pendingMark(content)).toBeVisible();
  await expect(home.syncStatus()).toHaveAccessibleName(/Offline · 1 change waiting/);

  // Still offline: the shell comes from the precache, the post from the member's replica.
  await page.reload();
  await home.expectReady();
  await expect(home.pendingMark(content)).toBeVisible();
  await expectNoAxeViolations(page);
  // The sync details say what waits, and offer no Retry while the browser is offline.
  await home.syncStatus().click();
  const details = page.getByRole('dialog', { name: 'Sync status' });
  await expect(details).toContainText('Waiting to send1');
  await expect(details.getByRole('button', { name: 'Retry now' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  // A profile never opened on this device: what it is and what to do, not "Failed to fetch".
  // (Someone who signed up on another client while this device was offline: members replicate,
  // so anyone who joined earlier may already be on the device.)
  const stranger = newMember({ firstName: 'Piet', lastName: 'Stranger' });
  const made = await request.post('/api/auth/signup', {
    data: { ...stranger, program: 'Dance', graduationYear: 2026 },
  });
  expect(made.status(), await made.text()).toBe(201);
  const strangerId = ((await made.json()) as { id: string }).id;
  // Only a verified member's profile is shown to others (ADR 023).
  const verified = await request.get(await verificationLinkTo(stranger.email), { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  await page.goto(`/profile/${strangerId}`);
  const notYet = page.getByRole('heading', { name: 'Not available offline yet' });
  await expect(notYet).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Connect to the internet');
  await expect(page.getByText(/Failed to fetch|Error loading profile/)).toHaveCount(0);
  // Back online, it loads by itself.
  await goOnline(context);
  await expect(page.getByRole('heading', { name: 'Piet Stranger' })).toBeVisible();
  await page.goto('/');
  await home.expectReady();
  await expect(home.post(content)).toBeVisible();
  await expect(home.pendingMark(content)).toHaveCount(0, { timeout: 30_000 });
  await expect(home.syncStatus()).toHaveAccessibleName(/Synced/);
  expect(await serverPostCount(page.request, member.id, content)).toBe(1);
  await expectNoAxeViolations(page);

  // The owner's Delete asks first (the spec's confirmation); Cancel keeps the post.
  const confirm = await home.askToDelete(content);
  await expect(confirm).toContainText('This action cannot be undone.');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(home.post(content)).toBeVisible();
});
