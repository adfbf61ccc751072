import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { signUpMember } from './fixtures/members';
import { waitForServiceWorkerControl } from './fixtures/service-worker';

const swPath = fileURLToPath(new URL('../../dist/sw.js', import.meta.url));
let deployedWorker = '';

/** A deploy replaces the worker and the build's compressed copies of it, which are served. */
async function deployWorker(source: string) {
  await writeFile(swPath, source);
  await writeFile(`${swPath}.br`, brotliCompressSync(source));
  await writeFile(`${swPath}.gz`, gzipSync(source));
}

test.beforeAll(async () => {
  deployedWorker = await readFile(swPath, 'utf8');
});

test.afterAll(async () => {
  await deployWorker(deployedWorker);
});

test('a new version is offered with "Update available" and Reload reloads once into it', async ({
  page,
}) => {
  await signUpMember(page, { firstName: 'Nam', lastName: 'June' });
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

  // The next deploy: the served worker changes (the browser's update check bypasses routing).
  await deployWorker(`${deployedWorker}\n// next deploy\n`);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });

  const prompt = page.getByText('Update available');
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);

  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => loads, { timeout: 30_000 }).toBe(1);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  // The page now runs under the new worker, and stays put (no reload loop).
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
    firstWorker,
  );
  await expect(page.getByText('Update available')).toHaveCount(0);
  await page.waitForTimeout(1500);
  expect(loads).toBe(1);
});
