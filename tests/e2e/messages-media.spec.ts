// Photos and files in messages (#33), by two connected members: Ada attaches a photo (a removable
// chip before sending), sends it without words, and Bob sees it live inline with its box
// reserved; a photo sent offline waits on Ada's device as "Sending…" and arrives once after
// reconnecting; the list's preview says "Photo"; a PDF is a download link with its name.
import { randomUUID } from 'node:crypto';
import type { MessagesPage } from '@greenroom/shared-model/schemas/messages';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { noisePng } from './fixtures/images';
import { signUpMember } from './fixtures/members';
import { expect, test } from './fixtures/other-member';
import { goOffline, goOnline } from './fixtures/sync-network';

const box = (page: Page) => page.getByRole('textbox', { name: 'Write a message' });
const attach = (page: Page, name: string, mimeType: string, buffer: Buffer) =>
  page.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });

test('a photo sent live and one sent offline; a file as a download link', async ({
  page: ada,
  otherPage: bob,
}) => {
  await signUpMember(ada, { firstName: 'Ada', lastName: 'Okafor' });
  const bobMember = await signUpMember(bob, { firstName: 'Bob', lastName: 'Lindqvist' });
  const asked = await ada.request.post('/api/connections', {
    data: { id: randomUUID(), addresseeId: bobMember.id },
  });
  const { id: connectionId } = (await asked.json()) as { id: string };
  await bob.request.put(`/api/connections/${connectionId}`, { data: { status: 'accepted' } });

  await ada.goto(`/profile/${bobMember.id}`);
  await ada.getByRole('button', { name: 'Message', exact: true }).click();
  await expect(ada).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const conversationId = ada.url().split('/').at(-1)!;
  await box(ada).fill('First day on set');
  await ada.getByRole('button', { name: 'Send', exact: true }).click();
  await bob.goto(`/messages/${conversationId}`);
  await expect(bob.getByText('First day on set')).toBeVisible({ timeout: 15_000 });

  // The chip before sending, removable; then the photo alone.
  const attachButton = ada.getByRole('button', { name: 'Attach a photo or file' });
  await expect(attachButton).toBeVisible();
  await attach(ada, 'wrong.png', 'image/png', noisePng(20, 2));
  await ada.getByRole('button', { name: 'Remove wrong.png' }).click();
  await expect(ada.getByText('wrong.png')).toHaveCount(0);
  await attach(ada, 'set.png', 'image/png', noisePng(400, 5));
  await expect(ada.getByText('set.png')).toBeVisible();
  await ada.getByRole('button', { name: 'Send', exact: true }).click();
  const mine = ada.getByRole('img', { name: 'set.png' });
  await expect(mine).toBeVisible({ timeout: 20_000 });
  await expect(ada.getByText('Sending…')).toHaveCount(0, { timeout: 15_000 });

  // Live on Bob's open conversation: inline, its size known (box reserved).
  const theirs = bob.getByRole('img', { name: 'set.png' });
  await expect(theirs).toBeVisible({ timeout: 15_000 });
  await expect(theirs).toHaveAttribute('width', '400');
  await expect(theirs).toHaveAttribute('height', '400');
  await expectNoAxeViolations(bob);

  // Offline: the photo waits on Ada's device, "Sending…", never sent twice.
  await goOffline(ada.context());
  await attach(ada, 'offline.png', 'image/png', noisePng(300, 9));
  await box(ada).fill('From the train');
  await ada.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(box(ada)).toHaveValue('');
  const waiting = ada.getByRole('list', { name: 'Waiting to be sent' });
  await expect(waiting.getByText('offline.png')).toBeVisible();
  await expect(waiting.getByText(/Sending…/)).toBeVisible();
  await expectNoAxeViolations(ada);
  await goOnline(ada.context());
  await expect(bob.getByRole('img', { name: 'offline.png' })).toBeVisible({ timeout: 30_000 });
  await expect(bob.getByText('From the train')).toBeVisible();
  await expect(waiting).toHaveCount(0, { timeout: 15_000 });
  await expect(ada.getByText('Sending…')).toHaveCount(0, { timeout: 15_000 });
  const page = (await (
    await ada.request.get(`/api/conversations/${conversationId}/messages`)
  ).json()) as MessagesPage;
  expect(page.messages.filter((m) => m.attachment?.name === 'offline.png')).toHaveLength(1);

  // A file: a download link with its name and size.
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
  await attach(ada, 'call-sheet.pdf', 'application/pdf', pdf);
  await ada.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(bob.getByRole('link', { name: /call-sheet\.pdf/ })).toBeVisible({ timeout: 15_000 });

  // The list says what the last message is when it has no words.
  await bob.goto('/messages');
  await expect(bob.getByRole('link', { name: /Ada Okafor/ })).toContainText('call-sheet.pdf');
});
