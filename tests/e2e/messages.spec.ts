// Direct messages (#33), by two members: a message to a member who is not a connection waits in
// their Requests; accepted, the conversation is live both ways; a message written offline shows
// "Sending…" at once and is sent exactly once when the device is back online; a block in the
// middle of a conversation refuses the next message, which stays on screen "Not sent" with Retry.
// Then: a conversation started from the connections list, "Ada Okafor is typing…" on the other
// member's screen, a message reported into the admins' queue (its excerpt read and audited), and
// "Delete conversation" until the next message brings it back; a message push's Reply, written
// in the notification, sent by the service worker.
import { randomUUID } from 'node:crypto';
import type { MessagesPage } from '@greenroom/shared-model/schemas/messages';
import type { Notification } from '@greenroom/shared-model/schemas/notifications';
import type { NotificationRow } from '@greenroom/sync-server/features/notifications/notifications.serialize';
import { pushMessageOf } from '@greenroom/sync-server/features/notifications/push/push-message';
import type { Browser, Page } from '@playwright/test';
import { PUSH_TAG } from '../support/chromium';
import { test as adminTest } from './fixtures/admin';
import { expectNoAxeViolations } from './fixtures/axe';
import { E2E_BASE_URL } from './fixtures/environment';
import { signUpMember } from './fixtures/members';
import { expect, test } from './fixtures/other-member';
import {
  clickNotification,
  deliverPush,
  shownNotifications,
  waitForServiceWorkerControl,
} from './fixtures/service-worker';

const box = (page: Page) => page.getByRole('textbox', { name: 'Write a message' });

async function write(page: Page, words: string) {
  await box(page).fill(words);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(box(page)).toHaveValue('');
}

test('a request, accepted: live both ways; a message written offline is sent once', async ({
  page: ada,
  otherPage: bob,
}) => {
  await signUpMember(ada, { firstName: 'Ada', lastName: 'Okafor' });
  const bobMember = await signUpMember(bob, { firstName: 'Bob', lastName: 'Lindqvist' });

  // Ada is not Bob's connection: her first message waits in his Requests.
  await ada.goto(`/profile/${bobMember.id}`);
  await ada.getByRole('button', { name: 'Message', exact: true }).click();
  await expect(ada).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const conversationId = ada.url().split('/').at(-1)!;
  const hello = `Loved your reel ${randomUUID().slice(0, 6)}`;
  await write(ada, hello);
  await expect(ada.getByText(hello)).toBeVisible();
  await expect(ada.getByText('Sending…')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(ada);

  await bob.goto('/messages');
  const requests = bob.getByRole('region', { name: /Requests/ });
  await expect(requests.getByText(hello)).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(bob);
  await requests.getByRole('link', { name: /Ada Okafor/ }).click();
  await expect(bob.getByText(/wants to message you/)).toBeVisible();
  await bob.getByRole('button', { name: 'Accept' }).click();
  const reply = `Thank you! ${randomUUID().slice(0, 6)}`;
  await write(bob, reply);

  // Live on Ada's open conversation, without a reload; and hers on Bob's.
  await expect(ada.getByText(reply)).toBeVisible({ timeout: 15_000 });
  const back = `Free on Friday? ${randomUUID().slice(0, 6)}`;
  await write(ada, back);
  await expect(bob.getByText(back)).toBeVisible({ timeout: 15_000 });
  await expect(ada.getByText('Seen')).toBeVisible({ timeout: 15_000 });

  // Offline: shown at once, marked "Sending…"; back online, sent once and seen by Bob.
  await ada.context().setOffline(true);
  const offline = `Written on the train ${randomUUID().slice(0, 6)}`;
  await write(ada, offline);
  await expect(ada.getByText(offline)).toBeVisible();
  await expect(ada.getByText('Sending…')).toBeVisible();
  await ada.context().setOffline(false);
  await expect(ada.getByText('Sending…')).toHaveCount(0, { timeout: 20_000 });
  await expect(bob.getByText(offline)).toBeVisible({ timeout: 15_000 });
  const page = (await (
    await ada.request.get(`/api/conversations/${conversationId}/messages`)
  ).json()) as MessagesPage;
  expect(page.messages.filter((m) => m.content === offline)).toHaveLength(1);
  expect(page.messages.map((m) => m.content).reverse()).toEqual([hello, reply, back, offline]);
  await expectNoAxeViolations(ada);
});

test('a block mid-conversation: the next message is refused and stays "Not sent" with Retry', async ({
  page: ada,
  otherPage: bob,
}) => {
  const adaMember = await signUpMember(ada, { firstName: 'Ada', lastName: 'Okafor' });
  const bobMember = await signUpMember(bob, { firstName: 'Bob', lastName: 'Lindqvist' });
  const asked = await ada.request.post('/api/connections', {
    data: { id: randomUUID(), addresseeId: bobMember.id },
  });
  expect(asked.status()).toBe(201);
  const { id: connectionId } = (await asked.json()) as { id: string };
  expect(
    (
      await bob.request.put(`/api/connections/${connectionId}`, { data: { status: 'accepted' } })
    ).status(),
  ).toBe(200);

  // Connections: straight into the conversation, no request.
  await ada.goto(`/profile/${bobMember.id}`);
  await ada.getByRole('button', { name: 'Message', exact: true }).click();
  await expect(ada).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const first = `Call time 7am ${randomUUID().slice(0, 6)}`;
  await write(ada, first);
  await bob.goto('/messages');
  await bob.getByRole('link', { name: /Ada Okafor/ }).click();
  await expect(bob.getByText(first)).toBeVisible({ timeout: 15_000 });
  await expect(bob.getByText(/wants to message you/)).toHaveCount(0);
  const bobs = `See you there ${randomUUID().slice(0, 6)}`;
  await write(bob, bobs);
  await expect(ada.getByText(bobs)).toBeVisible({ timeout: 15_000 });

  expect((await bob.request.post('/api/blocks', { data: { userId: adaMember.id } })).status()).toBe(
    201,
  );
  // Bob's messages leave Ada's device; her next message is refused and kept, failed.
  await expect(ada.getByText(bobs)).toHaveCount(0, { timeout: 15_000 });
  const refused = `Hello? ${randomUUID().slice(0, 6)}`;
  await write(ada, refused);
  await expect(ada.getByText('Not sent', { exact: true })).toBeVisible({ timeout: 15_000 });
  // The refusal is told with the server's words.
  await expect(ada.getByText('Your message was not sent')).toBeVisible();
  await expect(ada.getByText('You can’t message this member')).toBeVisible();
  await expect(ada.getByText(refused)).toBeVisible();
  await expect(ada.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(bob.getByText(refused)).toHaveCount(0);
});

test("a message push's Reply is sent from the service worker, once; without words it opens the conversation", {
  tag: PUSH_TAG,
}, async ({ page: ada, otherPage: bob }) => {
  const adaMember = await signUpMember(ada, { firstName: 'Ada', lastName: 'Okafor' });
  await signUpMember(bob, { firstName: 'Bob', lastName: 'Lindqvist' });
  const conversationId = randomUUID();
  const started = await bob.request.post('/api/conversations', {
    data: { id: conversationId, memberIds: [adaMember.id] },
  });
  expect(started.status()).toBe(201);
  const hello = `Free tonight? ${randomUUID().slice(0, 6)}`;
  const sent = await bob.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { id: randomUUID(), content: hello },
  });
  expect(sent.status()).toBe(201);

  // The push Ada's phone gets for it: the server's own payload of her notification.
  await ada.context().grantPermissions(['notifications']);
  await ada.goto('/');
  await waitForServiceWorkerControl(ada);
  const notes = (await (await ada.request.get('/api/notifications')).json()) as Notification[];
  const note = notes.find((n) => n.type === 'message');
  const { payload } = pushMessageOf(note as unknown as NotificationRow, 1, E2E_BASE_URL);
  expect(payload.notification.data?.conversationId).toBe(conversationId);
  await deliverPush(ada, payload);
  const shown = () => shownNotifications(ada);
  await expect
    .poll(shown)
    .toEqual([expect.objectContaining({ title: 'New Message', actions: ['reply'] })]);

  // Reply, as an inline reply's words would arrive: through Ada's outbox, seen by Bob.
  const [worker] = ada.context().serviceWorkers();
  const answer = `After rehearsal ${randomUUID().slice(0, 6)}`;
  await clickNotification(worker!, 'reply', answer);
  await expect.poll(shown).toEqual([]);
  await bob.goto(`/messages/${conversationId}`);
  await expect(bob.getByText(answer)).toBeVisible({ timeout: 15_000 });
  const page = (await (
    await bob.request.get(`/api/conversations/${conversationId}/messages`)
  ).json()) as MessagesPage;
  expect(page.messages.map((m) => m.content)).toEqual([answer, hello]);
  expect(ada.url()).not.toMatch(/\/messages\//);

  // Reply without words (or a platform without inline replies): the conversation opens.
  await deliverPush(ada, payload);
  await expect.poll(async () => (await shown()).length).toBe(1);
  await clickNotification(worker!, 'reply', '');
  await expect(ada).toHaveURL(new RegExp(`/messages/${conversationId}$`));
  await expect(ada.getByText(answer)).toBeVisible();
  await expect(ada.getByText('Sending…')).toHaveCount(0);
});

async function pageOf(browser: Browser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width, height } });
  return context.newPage();
}

adminTest(
  'from the connections list; typing shown; a reported message reaches the admin queue; delete for me',
  async ({ page: admin, admin: adminMember, browser }) => {
    adminTest.slow();
    const ada = await pageOf(browser, 1366, 900);
    const bob = await pageOf(browser, 390, 844);
    const adaMember = await signUpMember(ada, { firstName: 'Ada', lastName: 'Okafor' });
    const bobMember = await signUpMember(bob, { firstName: 'Bob', lastName: 'Lindqvist' });
    const asked = await ada.request.post('/api/connections', {
      data: { id: randomUUID(), addresseeId: bobMember.id },
    });
    const { id: connectionId } = (await asked.json()) as { id: string };
    expect(
      (
        await bob.request.put(`/api/connections/${connectionId}`, { data: { status: 'accepted' } })
      ).status(),
    ).toBe(200);

    // "Message" on a connection's card starts the conversation.
    await ada.goto(`/connections/${adaMember.id}`);
    await ada.getByRole('button', { name: 'Message Bob Lindqvist' }).click();
    await expect(ada).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    const rude = `You will regret this ${randomUUID().slice(0, 6)}`;
    await write(ada, 'Hi Bob');
    await write(ada, rude);
    await bob.goto('/messages');
    await bob.getByRole('link', { name: /Ada Okafor/ }).click();
    await expect(bob.getByText(rude)).toBeVisible({ timeout: 15_000 });

    // Typing, without sending: shown on Bob's screen, then gone. Keystrokes over about four
    // seconds, as a member types: two frames (TYPING_SEND_INTERVAL_MS), so the line does not hang
    // on the one frame a single fill sends while Bob's socket may still be connecting.
    await box(ada).pressSequentially('I am still wri', { delay: 300 });
    await expect(bob.getByText('Ada Okafor is typing…')).toBeVisible({ timeout: 10_000 });
    await expect(bob.getByText('Ada Okafor is typing…')).toHaveCount(0, { timeout: 10_000 });
    await box(ada).fill('');

    // Bob reports the message from its menu; the dialog offers to block Ada too.
    const item = bob.getByRole('listitem').filter({ hasText: rude });
    await item.getByRole('button', { name: 'Message options' }).click();
    await bob.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = bob.getByRole('dialog', { name: 'Report this message' });
    await expect(dialog.getByRole('button', { name: 'Report and block' })).toBeVisible();
    await dialog.getByLabel('Harassment or bullying').check();
    await expectNoAxeViolations(bob);
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(bob.getByText('Report sent')).toBeVisible();

    // The admin's queue: no words of the conversation until the excerpt is opened.
    expect(adminMember.id).toBeTruthy();
    await expect
      .poll(async () => (await (await admin.request.get('/api/admin/reports')).json()).length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    await admin.goto('/admin?tab=reports');
    const open = admin.getByRole('region', { name: 'Open reports' });
    // This Ada: earlier runs on this server may hold reports of another "Ada Okafor".
    const card = open
      .getByRole('article')
      .filter({ hasText: 'A message by Ada Okafor' })
      .filter({ hasText: adaMember.email });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card).not.toContainText(rude);
    await card.getByRole('button', { name: 'Read the reported messages' }).click();
    const excerpt = card.getByRole('list', { name: 'Reported messages' });
    await expect(excerpt).toContainText('Hi Bob');
    await expect(excerpt).toContainText(rude);
    await expectNoAxeViolations(admin);
    await admin.getByRole('tab', { name: 'Audit log' }).click();
    await expect(
      admin
        .getByRole('list', { name: 'Admin actions, newest first' })
        .getByRole('listitem')
        .filter({ hasText: 'Read the excerpt of a reported conversation' })
        .first(),
    ).toBeVisible();

    // Bob deletes the conversation for himself; Ada's next message brings it back, alone.
    await bob.getByRole('button', { name: 'Conversation options' }).click();
    await bob.getByRole('menuitem', { name: 'Delete conversation' }).click();
    await bob.getByRole('alertdialog').getByRole('button', { name: 'Delete conversation' }).click();
    await expect(bob).toHaveURL(/\/messages$/);
    await expect(bob.getByRole('link', { name: /Ada Okafor/ })).toHaveCount(0);
    const again = `Sorry about that ${randomUUID().slice(0, 6)}`;
    await write(ada, again);
    await expect(bob.getByRole('link', { name: /Ada Okafor/ })).toBeVisible({ timeout: 15_000 });
    await bob.getByRole('link', { name: /Ada Okafor/ }).click();
    await expect(bob.getByText(again)).toBeVisible();
    await expect(bob.getByText(rude)).toHaveCount(0);
    await ada.context().close();
    await bob.context().close();
  },
);
