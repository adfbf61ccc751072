// Issue 29, finding 6: media stays readable after sign-out. The service worker keeps each
// member's media in a cache of their own, serves it only while the device database says that
// member is signed in, and sign-out deletes it; the server's `private, no-store` leaves nothing
// in the browser's HTTP cache (ADR 022). Since issue 35 nothing else of the member's stays either.
import { formatStorageUse } from '@greenroom/shared-model/helpers/storage-use';
import { expect, type Page, test } from '@playwright/test';
import { Shell } from './fixtures/accounts';
import { deviceHolds, uploadKey } from './fixtures/device-contents';
import { noisePng } from './fixtures/images';
import { signUpMember } from './fixtures/members';
import { waitForServiceWorkerControl } from './fixtures/service-worker';

/** Status of a fetch from the page (0: it failed), with the given cache mode. */
const statusOf = (page: Page, url: string, cache: RequestCache = 'default') =>
  page.evaluate(
    async ({ url, cache }) => {
      try {
        return (await fetch(url, { cache })).status;
      } catch {
        return 0;
      }
    },
    { url, cache },
  );

const mediaCaches = (page: Page) =>
  page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith('greenroom-media-')),
  );

/** Points the device database at another member, as a switch the page had not tidied up. */
const pointDeviceAt = (page: Page, memberId: string) =>
  page.evaluate(
    (memberId) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('greenroom-device');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('pointers', 'readwrite');
          tx.objectStore('pointers').put({ key: 'current', memberId });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    memberId,
  );

test('#29 finding 6: media after sign-out is not served from the caches', async ({
  page,
  context,
}) => {
  const ada = await signUpMember(page, { firstName: 'Ada' });
  const uploaded = await page.request.post('/api/upload', {
    multipart: { file: { name: 'still.png', mimeType: 'image/png', buffer: noisePng(40, 7) } },
  });
  expect(uploaded.status()).toBe(200);
  const { url } = (await uploaded.json()) as { url: string };

  await page.goto('/');
  await expect(page.getByText('Welcome, Ada')).toBeVisible();
  await waitForServiceWorkerControl(page);
  // Once the device remembers Ada, what she sees is kept in her own cache.
  await expect
    .poll(async () => {
      await statusOf(page, url);
      return page.evaluate(async (url) => {
        for (const name of await caches.keys()) {
          if (await (await caches.open(name)).match(url)) return name;
        }
        return null;
      }, url);
    })
    .toBe(`greenroom-media-${ada.id}`);
  expect(await statusOf(page, url)).toBe(200);

  // The worker serves a member's cache to that member only: with the device pointing at someone
  // else and no network, Ada's copy is not handed out.
  await pointDeviceAt(page, '00000000-0000-4000-8000-000000000000');
  await context.route('**/uploads/**', (route) => route.abort('internetdisconnected'));
  expect(await statusOf(page, url)).not.toBe(200);
  await context.unroute('**/uploads/**');
  await pointDeviceAt(page, ada.id);
  expect(await statusOf(page, url)).toBe(200);

  await new Shell(page).signOut();
  await expect(page.getByText('Secure university authentication')).toBeVisible();
  // Nothing of Ada's media is left in the caches, and neither the worker nor the HTTP cache
  // answers 200: the server asks who is signing in.
  expect(await statusOf(page, url)).toBe(401);
  expect(await statusOf(page, url, 'force-cache')).toBe(401);
  expect(await mediaCaches(page)).toEqual([]);
  // Nor anything else of hers (issue 35): her replica, her row on the device, the addresses of
  // what she looked at.
  await expect.poll(() => deviceHolds(page, [ada.id, ada.email, uploadKey(url)])).toEqual([]);
});

test('Settings shows the storage the member uses', async ({ page }) => {
  await signUpMember(page, { firstName: 'Bea' });
  const image = noisePng(600, 3);
  const uploaded = await page.request.post('/api/upload', {
    multipart: { file: { name: 'still.png', mimeType: 'image/png', buffer: image } },
  });
  expect(uploaded.status()).toBe(200);
  const used = formatStorageUse(image.length, 2048 * 1024 * 1024);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/settings');
    const line = page.getByRole('region', { name: 'Storage' }).getByText(used);
    await expect(line).toBeVisible();
    await line.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/settings-storage-${width}.png` });
  }
});

test("#29 finding 3: on the running server, a deleted post's file answers 404 once the delete commits", async ({
  page,
}) => {
  await signUpMember(page, { firstName: 'Cy' });
  const uploaded = await page.request.post('/api/upload', {
    multipart: { file: { name: 'still.png', mimeType: 'image/png', buffer: noisePng(20, 11) } },
  });
  const { url } = (await uploaded.json()) as { url: string };
  const created = await page.request.post('/api/posts', {
    data: { content: 'Opening night', imageUrl: url },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await page.request.get(url)).status()).toBe(200);
  expect((await page.request.delete(`/api/posts/${id}`)).status()).toBe(200);
  // The media janitor is woken by the commit's NOTIFY: no call of the test's makes it run.
  await expect.poll(async () => (await page.request.get(url)).status()).toBe(404);
});
