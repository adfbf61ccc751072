// Issue #36 (ADR 044): on a phone a post's photo comes as a rendition of about the card's width,
// not the original, and its box is reserved from the stored size before it arrives, with the
// placeholder colour, so nothing moves when it does; the rendition seen opens offline.
import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { photoJpeg } from '../bench/photo-jpeg';
import { signUpMember } from './fixtures/members';
import { waitForServiceWorkerControl } from './fixtures/service-worker';
import { goOffline, goOnline } from './fixtures/sync-network';

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, serviceWorkers: 'block' });

async function photoPost(page: Page, content: string, seed: number) {
  const uploaded = await page.request.post('/api/upload', {
    multipart: {
      file: {
        name: 'still.jpg',
        mimeType: 'image/jpeg',
        buffer: await photoJpeg(seed, 2400, 1600),
      },
    },
  });
  expect(uploaded.status()).toBe(200);
  const reply = (await uploaded.json()) as {
    url: string;
    info: { width: number; height: number; placeholder: string; renditions: number[] };
  };
  const created = await page.request.post('/api/posts', {
    data: { id: randomUUID(), content, imageUrl: reply.url },
  });
  expect(created.status()).toBe(201);
  return reply;
}

const arrived = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;

/** Layout shifts without recent input since the page started, summed (CLS without windows). */
async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('at 390 px a photo card fetches a rendition at most twice its width, its box reserved', async ({
  page,
}) => {
  await signUpMember(page, { firstName: 'Agnès', lastName: 'Varda' });
  const content = `Contact sheet ${randomUUID().slice(0, 8)}`;
  const { url, info } = await photoPost(page, content, 5);
  expect(info).toMatchObject({ width: 2400, height: 1600, renditions: [320, 640, 1280] });

  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/uploads/')) fetched.push(pathname);
  });
  // The photo arrives late, so that its box can be seen before it does.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/uploads/**', async (route) => {
    await held;
    await route.continue();
  });
  await observeShifts(page);
  await page.goto('/');
  const card = page.getByRole('article').filter({ hasText: content });
  const photo = card.getByRole('img', { name: /^Media shared by/ });
  await expect(photo).toBeVisible();

  const waiting = await photo.evaluate((img: HTMLImageElement) => ({
    complete: img.complete && img.naturalWidth > 0,
    box: img.getBoundingClientRect().toJSON() as { width: number; height: number },
    background: getComputedStyle(img).backgroundColor,
  }));
  expect(waiting.complete).toBe(false);
  expect(waiting.box.height).toBeCloseTo((waiting.box.width * 1600) / 2400, 0);
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(info.placeholder.slice(i, i + 2), 16));
  expect(waiting.background).toBe(`rgb(${r}, ${g}, ${b})`);
  const cardBefore = await card.boundingBox();

  release();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const loaded = await photo.evaluate((img: HTMLImageElement) => ({
    current: new URL(img.currentSrc).pathname,
    cssWidth: img.getBoundingClientRect().width,
  }));
  const width = Number(/\.w(\d+)\.webp$/.exec(loaded.current)?.[1]);
  expect(width).toBeGreaterThan(0);
  expect(width).toBeLessThanOrEqual(2 * loaded.cssWidth);
  // Only renditions were fetched, none wider than twice the card's image.
  const ofThisPhoto = fetched.filter((path) => path.startsWith(url.replace(/\.jpg$/, '')));
  expect(ofThisPhoto.length).toBeGreaterThan(0);
  for (const path of ofThisPhoto) {
    expect(path).toMatch(/\.w\d+\.webp$/);
    expect(Number(/\.w(\d+)\./.exec(path)?.[1])).toBeLessThanOrEqual(2 * loaded.cssWidth);
  }

  // Its arrival moved nothing.
  expect(await card.boundingBox()).toEqual(cardBefore);
  const shift = await page.evaluate(
    () => (window as unknown as { layoutShift: number }).layoutShift,
  );
  expect(shift).toBeLessThan(0.05);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the rendition a screen used opens offline', async ({ page, context }) => {
    await signUpMember(page, { firstName: 'Chantal', lastName: 'Akerman' });
    const content = `Night exterior ${randomUUID().slice(0, 8)}`;
    await photoPost(page, content, 6);
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await page.reload();
    const photo = page
      .getByRole('article')
      .filter({ hasText: content })
      .getByRole('img', { name: /^Media shared by/ });
    await expect.poll(() => photo.evaluate(arrived)).toBe(true);
    const seen = new URL(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    expect(seen).toMatch(/\.w\d+\.webp$/);
    await expect
      .poll(() =>
        page.evaluate(async (path) => {
          for (const name of await caches.keys()) {
            if (await (await caches.open(name)).match(path)) return name;
          }
          return null;
        }, seen),
      )
      .toMatch(/^greenroom-media-/);

    await goOffline(context);
    await context.route('**/uploads/**', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect.poll(() => photo.evaluate(arrived)).toBe(true);
    expect(new URL(await photo.evaluate((i: HTMLImageElement) => i.currentSrc)).pathname).toBe(
      seen,
    );
    await context.unroute('**/uploads/**');
    await goOnline(context);
  });
});
