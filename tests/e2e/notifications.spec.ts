import { declarativePush } from '@greenroom/shared-model/schemas/push-payload';
import type { Page } from '@playwright/test';
import { PUSH_TAG } from '../support/chromium';
import { expectNoAxeViolations } from './fixtures/axe';
import { signUpMember } from './fixtures/members';
import { expect, test } from './fixtures/other-member';
import {
  clickNotification,
  deliverPush,
  shownNotifications,
  waitForServiceWorkerControl,
} from './fixtures/service-worker';

const syncStatus = (page: Page) => page.getByRole('button', { name: /^Sync status: / });

test('a connection request rings the bell live; opening it reads it and goes to the sender', async ({
  page,
  otherPage,
}) => {
  const a = await signUpMember(page, { firstName: 'Nell', lastName: 'Notified' });
  const b = await signUpMember(otherPage, { firstName: 'Otis', lastName: 'Asker' });
  await page.goto('/');
  await expect(syncStatus(page)).toHaveAccessibleName(/Synced/);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // Opening A's profile is a profile view (one notification), connecting is a second one.
  await otherPage.goto(`/profile/${a.id}`);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
  await otherPage.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread', { timeout: 15_000 });

  await bell.click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dialog.getByText('Otis Asker wants to connect with you')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: /Otis Asker wants to connect with you/ }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${b.id}$`));
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();

  // Mark all as read (also on the server); deleting both empties the list.
  await bell.click();
  await dialog.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  const serverCount = async () =>
    ((await (await page.request.get('/api/notifications/count')).json()) as { count: number })
      .count;
  await expect.poll(serverCount, { timeout: 15_000 }).toBe(0);
  for (let i = 0; i < 2; i++) {
    await dialog
      .getByRole('button', { name: /^Delete notification/ })
      .first()
      .click();
  }
  await expect(dialog.getByText('No notifications yet')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a push delivered to the service worker shows a notification whose Accept answers the request', {
  tag: PUSH_TAG,
}, async ({ page, otherPage }) => {
  const me = await signUpMember(page, { firstName: 'Pia', lastName: 'Pushed' });
  await signUpMember(otherPage, { firstName: 'Quinn', lastName: 'Pusher' });
  const request = await otherPage.request.post('/api/connections', {
    data: { addresseeId: me.id },
  });
  const connectionId = ((await request.json()) as { id: string }).id;
  // Allowed before the app starts, as for a member who allowed notifications earlier: granted
  // just before the push, the worker's showNotification could still see no permission.
  await page.context().grantPermissions(['notifications']);
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await deliverPush(
    page,
    declarativePush({
      origin: new URL(page.url()).origin,
      path: `/profile/${me.id}`,
      title: 'New Connection Request',
      body: 'Quinn Pusher wants to connect with you',
      tag: 'connection_request:x',
      badge: 1,
      data: { type: 'connection_request', connectionId },
      mutable: true,
    }),
  );
  const shown = () => shownNotifications(page);
  await expect.poll(shown).toEqual([
    {
      title: 'New Connection Request',
      body: 'Quinn Pusher wants to connect with you',
      tag: 'connection_request:x',
      actions: ['accept', 'decline'],
    },
  ]);

  // Accept, as a tap on the notification's action would: the worker answers through the outbox.
  const [worker] = page.context().serviceWorkers();
  await clickNotification(worker!, 'accept');
  await expect
    .poll(
      async () =>
        (
          (await (
            await page.request.get(
              `/api/connections/status/${(await otherPage.request.get('/api/auth/user').then((r) => r.json())).id}`,
            )
          ).json()) as { status: string }
        ).status,
      { timeout: 15_000 },
    )
    .toBe('accepted');
  await expect.poll(shown).toEqual([]);

  // A tap on the notification itself opens the screen it is about in the open window. (The format
  // before ADR 048, which pushes still waiting at a push service carry.)
  await deliverPush(page, {
    title: 'Profile View',
    body: 'Someone viewed your profile',
    url: '/settings',
    tag: 'profile_view:y',
  });
  await expect.poll(async () => (await shown()).length).toBe(1);
  await clickNotification(worker!);
  await expect(page).toHaveURL(/\/settings$/);
});

test('settings: push types stay in the app when switched off, and hold across a reload', async ({
  page,
}) => {
  await signUpMember(page, { firstName: 'Rey', lastName: 'Quiet' });
  await page.goto('/settings');
  const views = page.getByRole('switch', { name: 'Push for profile views', exact: true });
  await expect(views).toBeEnabled();
  await expect(views).toBeChecked();
  await views.focus();
  await views.press('Space');
  await expect(views).not.toBeChecked();
  await expectNoAxeViolations(page);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/auth/user')).json()) as { pushMutedTypes?: string[] })
          .pushMutedTypes,
      { timeout: 15_000 },
    )
    .toEqual(['profile_view']);
  await page.reload();
  await expect(
    page.getByRole('switch', { name: 'Push for profile views', exact: true }),
  ).not.toBeChecked();
});
