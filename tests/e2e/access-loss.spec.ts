// Issue 35, "data gone when access is gone": what a member can no longer see leaves their device
// at the next pull or live frame — the replica's rows, the kept server reads, the cached media —
// not only the screen. Searched as anyone at that computer could read it (device-contents.ts).
// Sign-out and suspension: media-after-sign-out.spec.ts and admin.spec.ts.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { deviceHolds, uploadKey } from './fixtures/device-contents';
import { noisePng } from './fixtures/images';
import { signUpMember } from './fixtures/members';
import { expect, test } from './fixtures/other-member';
import { waitForServiceWorkerControl } from './fixtures/service-worker';

// Two members, each change followed to the other's device.
test.describe.configure({ timeout: 150_000 });

async function created(page: Page, path: string, data: unknown): Promise<string> {
  const reply = await page.request.post(path, { data });
  expect(reply.status(), await reply.text()).toBe(201);
  return ((await reply.json()) as { id: string }).id;
}

test('a deleted post and its photo, a phone number after the connection ends, everything of a member who blocks them: gone from the device', async ({
  page,
  otherPage: bo,
}) => {
  const tag = randomUUID().slice(0, 6);
  const ines = await signUpMember(page, { firstName: 'Ines', lastName: `Watcher${tag}` });
  const boMember = await signUpMember(bo, { firstName: 'Bo', lastName: `Leaver${tag}` });
  const phone = `+1 212 555 ${tag.replace(/\D/g, '7').slice(0, 4).padEnd(4, '7')}`;
  expect(
    (await bo.request.put('/api/users/profile', { data: { phoneNumber: phone } })).status(),
  ).toBe(200);
  const connectionId = await created(page, '/api/connections', { addresseeId: boMember.id });
  expect(
    (
      await bo.request.put(`/api/connections/${connectionId}`, { data: { status: 'accepted' } })
    ).status(),
  ).toBe(200);
  const uploaded = await bo.request.post('/api/upload', {
    multipart: { file: { name: 'still.png', mimeType: 'image/png', buffer: noisePng(600, 21) } },
  });
  expect(uploaded.status()).toBe(200);
  const photo = uploadKey(((await uploaded.json()) as { url: string }).url);
  const photoText = `Lighting test ${tag}`;
  const photoPost = await created(bo, '/api/posts', {
    content: photoText,
    imageUrl: `/uploads/${photo}.png`,
  });
  const plainText = `Crew call at six ${tag}`;
  await created(bo, '/api/posts', { content: plainText });

  // Ines sees both posts, the photo (kept by her service worker) and, as a connection, the phone.
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  // A first visit's images came before the worker: from now on they go through it.
  await page.reload();
  const feed = page.getByRole('region', { name: 'Home feed' });
  await expect(feed.getByText(plainText)).toBeVisible({ timeout: 30_000 });
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: photoText })
      .getByRole('img', { name: /^Media/ }),
  ).toBeVisible();
  await expect
    .poll(async () => (await deviceHolds(page, [photo])).some((p) => p.startsWith('cache:')))
    .toBe(true);
  await page.goto(`/profile/${boMember.id}`);
  await expect(page.getByText(phone)).toBeVisible({ timeout: 20_000 });
  expect(await deviceHolds(page, [phone, photoText])).not.toEqual([]);

  await test.step('a post deleted by its author: its text and its photo leave', async () => {
    expect((await bo.request.delete(`/api/posts/${photoPost}`)).status()).toBe(200);
    await expect.poll(() => deviceHolds(page, [photoText, photo]), { timeout: 20_000 }).toEqual([]);
  });

  await test.step('a connection ended: the fields only connections see leave', async () => {
    // The spec's way to end a connection: its status becomes 'blocked'.
    expect(
      (
        await bo.request.put(`/api/connections/${connectionId}`, { data: { status: 'blocked' } })
      ).status(),
    ).toBe(200);
    await expect.poll(() => deviceHolds(page, [phone]), { timeout: 20_000 }).toEqual([]);
    await expect(page.getByText(phone)).toHaveCount(0);
  });

  await test.step('blocked by a member: nothing of theirs is left', async () => {
    expect(await deviceHolds(page, [boMember.lastName, plainText])).not.toEqual([]);
    expect((await bo.request.post('/api/blocks', { data: { userId: ines.id } })).status()).toBe(
      201,
    );
    await expect
      .poll(() => deviceHolds(page, [boMember.lastName, boMember.email, plainText]), {
        timeout: 20_000,
      })
      .toEqual([]);
  });
});
