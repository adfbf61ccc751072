import { expectNoAxeViolations } from './fixtures/axe';
import { signUpMember } from './fixtures/members';
import { expect, test } from './fixtures/other-member';
import { HomePosts, serverPostCount } from './fixtures/sync-home';

// Nothing here is about the service worker: without it each fresh context skips its install and
// precache (CI time, ADR 031).
test.use({ serviceWorkers: 'block' });

test("a member's new post appears on another member's screen with no reload", async ({
  page: pageA,
  otherPage: pageB,
}) => {
  const a = await signUpMember(pageA, { firstName: 'Ines', lastName: 'Author' });
  await signUpMember(pageB, { firstName: 'Bruno', lastName: 'Reader' });
  const homeA = new HomePosts(pageA);
  const homeB = new HomePosts(pageB);
  await homeA.open();
  await homeB.open();
  // B's live channel is up once its first sync has finished (the socket opens at start).
  await expect(homeB.syncStatus()).toHaveAccessibleName(/Synced/);
  const navigations: string[] = [];
  pageB.on('framenavigated', (frame) => {
    if (frame === pageB.mainFrame()) navigations.push(frame.url());
  });

  const content = `Looking for a gaffer this weekend ${Date.now()}`;
  await homeA.createPost(content);
  // Shown at once (pending), then sent: the mark goes.
  await expect(homeA.post(content)).toBeVisible();
  await expect(homeA.pendingMark(content)).toHaveCount(0, { timeout: 15_000 });
  expect(await serverPostCount(pageA.request, a.id, content)).toBe(1);

  const onB = homeB.post(content);
  await expect(onB).toBeVisible({ timeout: 15_000 });
  await expect(onB).toContainText('Ines Author');
  await expect(onB.getByText('Pending', { exact: true })).toHaveCount(0);
  // Not A's post to delete.
  await expect(onB.getByRole('button', { name: 'Post options' })).toHaveCount(0);
  expect(navigations).toEqual([]);

  await expectNoAxeViolations(pageB);

  // A deletes it (after the confirmation): it leaves B's screen too.
  const confirm = await homeA.askToDelete(content);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(homeA.post(content)).toHaveCount(0);
  await expect(onB).toHaveCount(0, { timeout: 15_000 });
  expect(await serverPostCount(pageA.request, a.id, content)).toBe(0);
  expect(navigations).toEqual([]);
});
