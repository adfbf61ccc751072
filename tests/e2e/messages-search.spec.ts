// Search in my messages (#33): on the device, so offline too — conversations by their members'
// names, messages by their words (any case, any accents), each opening its conversation.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { signUpMember } from './fixtures/members';
import { expect, test } from './fixtures/other-member';
import { waitForServiceWorkerControl } from './fixtures/service-worker';
import { goOffline } from './fixtures/sync-network';

const SHOTS = process.env.MESSAGE_SEARCH_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function say(page: Page, conversationId: string, content: string) {
  const sent = await page.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { id: randomUUID(), content },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

test('search finds conversations by name and messages by their words, offline, and opens them', async ({
  page: ada,
  otherPage: bob,
  context,
}) => {
  const tag = randomUUID().slice(0, 6);
  await signUpMember(ada, { firstName: 'Ada', lastName: 'Okafor' });
  const bobMember = await signUpMember(bob, { firstName: 'Agnès', lastName: `Lindqvist${tag}` });
  const conversationId = randomUUID();
  const started = await ada.request.post('/api/conversations', {
    data: { id: conversationId, memberIds: [bobMember.id] },
  });
  expect(started.status()).toBe(201);
  await say(ada, conversationId, `Are you free for the shoot ${tag}?`);
  await say(bob, conversationId, `The REHEARSAL moved to Friday ${tag}, same room as last week.`);
  await say(ada, conversationId, 'Great, see you then');

  await ada.goto('/messages');
  await expect(ada.getByRole('link', { name: new RegExp(`Lindqvist${tag}`) })).toBeVisible({
    timeout: 20_000,
  });
  // Offline, the conversation's code comes from the worker's precache.
  await waitForServiceWorkerControl(ada);
  await goOffline(context);
  const search = ada.getByRole('searchbox', { name: 'Search messages' });

  await search.fill(`rehearsal FRIDAY ${tag}`);
  const results = ada.getByRole('region', { name: 'Search results' });
  const found = results.getByRole('region', { name: 'Messages' }).getByRole('link');
  await expect(found).toHaveCount(1);
  // One to one, the title says who wrote it; my own words say "You".
  await expect(found).toContainText(`Agnès Lindqvist${tag}`);
  await expect(found).toContainText(/now\s*The REHEARSAL moved/);
  await expect(found.locator('mark')).toHaveText('REHEARSAL');
  await expectNoAxeViolations(ada);
  await shoot(ada, 'message-search');

  // A name, without its accent: the conversation.
  await search.fill(`agnes lindqvist${tag}`);
  await expect(
    results.getByRole('region', { name: 'Conversations' }).getByRole('link'),
  ).toContainText(`Agnès Lindqvist${tag}`);
  await expect(results.getByRole('region', { name: 'Messages' })).toHaveCount(0);

  await search.fill(`nowhere ${tag}`);
  await expect(results).toContainText(`Nothing matches “nowhere ${tag}”`);

  await search.fill(`shoot ${tag}`);
  await expect(found).toContainText(`You: Are you free for the shoot ${tag}?`);
  await found.click();
  await expect(ada).toHaveURL(new RegExp(`/messages/${conversationId}$`));
  await expect(ada.getByText(`Are you free for the shoot ${tag}?`)).toBeVisible();
});
