import { replicaHasPulled } from '../support/replica-position';
import { putReplicaRows, seedUser } from '../support/replica-seed';
import { expectNoAxeViolations } from './fixtures/axe';
import { signUpMember } from './fixtures/members';
import { expect, test } from './fixtures/other-member';
import { waitForServiceWorkerControl } from './fixtures/service-worker';
import { goOffline, goOnline } from './fixtures/sync-network';

test('finding a member by skill: filters in the address survive a reload; connect from the card; offline searches this device', async ({
  page,
  otherPage: pageB,
}) => {
  const unique = `Zephyrine${Date.now().toString(36)}`;
  const b = await signUpMember(pageB, { firstName: unique, lastName: 'Puppeteer' });
  const profile = await pageB.request.put('/api/users/profile', {
    data: {
      skills: ['Set Design', 'Costume Design', 'Projection Mapping', 'Lighting', 'Acting'],
      bio: 'Builds giant puppets for street theatre.',
      graduationYear: 2027,
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  await signUpMember(page, { firstName: 'Ada', lastName: 'Seeker' });

  // Entry by /discover?skill=…; unknown values in the address are dropped.
  await page.goto('/discover?skill=Projection%20Mapping&gradYear=1899&school=Nowhere');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover Tisch Students' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/skill=Projection/);
  await expect(page).not.toHaveURL(/gradYear|school=/);
  const card = page.getByRole('listitem').filter({ hasText: `${unique} Puppeteer` });
  await expect(card).toBeVisible();
  await expect(card.getByText('+1 more')).toBeVisible();
  await expect(page.getByText(/users? found/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Typing searches after the debounce and goes to the address; a reload keeps it.
  await page.getByLabel('Search students').fill(unique.slice(0, 7).toLowerCase());
  await expect(page).toHaveURL(new RegExp(`q=${unique.slice(0, 7).toLowerCase()}`));
  await page.reload();
  await expect(page.getByLabel('Search students')).toHaveValue(unique.slice(0, 7).toLowerCase());
  await expect(card).toBeVisible();

  // A skill on a card becomes the filter; nobody matches both: "No users found"; Clear All.
  await card.getByRole('button', { name: 'Filter by Costume Design' }).click();
  await expect(page).toHaveURL(/skill=Costume/);
  await page.getByLabel('Search students').fill('qqqzzzxxv');
  await expect(page.getByText('No users found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page).not.toHaveURL(/skill=|q=/);

  // Connect from the card.
  await page.getByLabel('Search students').fill(unique);
  await card.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByText('Connection request sent')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pending' })).toBeDisabled();

  // B's profile is on this device now (its card was opened): offline, discover searches it.
  await page.goto(`/profile/${b.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${unique} Puppeteer` })).toBeVisible();
  await page.goto('/discover');
  await goOffline(page.context());
  await page.getByLabel('Search students').fill(unique.toLowerCase());
  await expect(page.getByText(/results are from this device/)).toBeVisible();
  await expect(card).toBeVisible();
  await goOnline(page.context());
});

test('many members found: only the rows near the screen are in the page, each card tells its place, the last is reached by scrolling', async ({
  page,
}) => {
  const member = await signUpMember(page, { firstName: 'Gil', lastName: 'Gridwatcher' });
  await page.goto('/discover');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover Tisch Students' }),
  ).toBeVisible();
  await expect.poll(() => replicaHasPulled(page, member.id), { timeout: 15_000 }).toBe(true);
  const token = `Quillon${Date.now().toString(36)}`;
  const found = 120;
  const users = Array.from({ length: found }, (_, i) =>
    seedUser(`Member ${String(i).padStart(3, '0')}`, token),
  );
  await putReplicaRows(page, member.id, { users });

  // Written past Dexie, the rows show from the next load; offline, discover searches this device.
  await page.reload();
  await waitForServiceWorkerControl(page);
  await goOffline(page.context());
  await page.getByLabel('Search students').fill(token.toLowerCase());
  await expect(page.getByText(`${found} users found`)).toBeVisible();
  const list = page.getByRole('list', { name: 'Members found' });
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(found));
  expect(await list.getByRole('listitem').count()).toBeLessThan(found / 2);
  await expectNoAxeViolations(page);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = list.getByRole('listitem').filter({ hasText: `Member ${found - 1} ${token}` });
  await expect(last).toBeVisible();
  await expect(last).toHaveAttribute('aria-posinset', String(found));
  expect(await list.getByRole('listitem').count()).toBeLessThan(found / 2);
  await goOnline(page.context());
});
