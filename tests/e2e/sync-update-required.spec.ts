import {
  PROTOCOL_UNSUPPORTED_CODE,
  PROTOCOL_UNSUPPORTED_STATUS,
} from '@greenroom/shared-model/constants';
import { expect, test } from '@playwright/test';
import { signUpMember } from './fixtures/members';

// page.route does not see requests a service worker answers.
test.use({ serviceWorkers: 'block' });

test('a server that no longer speaks our sync protocol shows "Update available"', async ({
  page,
}) => {
  await signUpMember(page, { firstName: 'Oskar', lastName: 'Fischinger' });
  let pulls = 0;
  await page.route('**/api/sync/pull', (route) => {
    pulls += 1;
    return route.fulfill({
      status: PROTOCOL_UNSUPPORTED_STATUS,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Out of date', code: PROTOCOL_UNSUPPORTED_CODE }),
    });
  });
  await page.goto('/');
  await expect(page.getByText('Update available')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  // No backoff loop: the engine stops asking.
  const seen = pulls;
  await page.waitForTimeout(3000);
  expect(pulls).toBe(seen);
});
