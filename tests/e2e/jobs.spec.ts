// Jobs and gigs end to end: posting, finding by skill, saving, applying, the author answering
// live, the applicant told live and by push, and a withdrawal queued offline.

import type { Notification } from '@greenroom/shared-model/schemas/notifications';
import type { NotificationRow } from '@greenroom/sync-server/features/notifications/notifications.serialize';
import { pushMessageOf } from '@greenroom/sync-server/features/notifications/push/push-message';
import type { Page } from '@playwright/test';
import { PUSH_TAG } from '../support/chromium';
import { replicaHasPulled } from '../support/replica-position';
import { putReplicaRows, seedJob } from '../support/replica-seed';
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
import { goOffline, goOnline } from './fixtures/sync-network';

const syncStatus = (page: Page) => page.getByRole('button', { name: /^Sync status: / });

async function postJobViaApi(page: Page, title: string, skills: string[] = []) {
  const reply = await page.request.post('/api/jobs', {
    data: { title, description: `${title}: a week of shooting`, skills },
  });
  expect(reply.status()).toBe(201);
  return ((await reply.json()) as { id: string }).id;
}

test('A posts a job; B finds it by skill, saves and applies; A accepts live; B is told live and by push', {
  tag: PUSH_TAG,
}, async ({ page: pageA, otherPage: pageB }) => {
  await signUpMember(pageA, { firstName: 'Ada', lastName: 'Author' });
  await signUpMember(pageB, { firstName: 'Ben', lastName: 'Applicant' });
  const title = `Gaffer for ${crypto.randomUUID().slice(0, 6)}`;

  // A posts through the dialog: the button waits for a title and a description.
  await pageA.goto('/jobs');
  await expect(
    pageA.getByRole('heading', { level: 1, name: 'Jobs & Opportunities' }),
  ).toBeVisible();
  await pageA.getByRole('button', { name: 'Post Job' }).click();
  const dialog = pageA.getByRole('dialog', { name: 'Post a Job Opportunity' });
  const post = dialog.getByRole('button', { name: 'Post Job' });
  await expect(post).toBeDisabled();
  await dialog.getByLabel('Job Title').fill(title);
  await dialog.getByLabel('Description').fill('Two nights in Bushwick, lighting a short.');
  await dialog.getByLabel('Budget').fill('$400');
  await dialog.getByLabel('Required Skills').fill('light');
  await dialog.getByRole('button', { name: '+ Lighting' }).click();
  await expectNoAxeViolations(pageA);
  await post.click();
  await expect(dialog).toBeHidden();
  const card = pageA.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Your job post')).toBeVisible();
  await expect(card.getByText('Pending')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(pageA);

  // B finds it by the skill filter (the address keeps it), saves it and applies.
  await pageB.goto('/jobs');
  const skill = pageB.getByRole('textbox', { name: 'Skill' });
  await skill.pressSequentially('Light$');
  await expect(skill).toHaveValue('Light');
  await pageB
    .getByRole('list', { name: 'Matching skills' })
    .getByRole('button', { name: 'Lighting' })
    .click();
  await expect(pageB).toHaveURL(/skills=Lighting/);
  await expect(
    pageB.getByRole('list', { name: 'Active filters' }).getByText('Lighting'),
  ).toBeVisible();
  const found = pageB.getByRole('article', { name: title });
  await expect(found).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(pageB);
  await found.getByRole('button', { name: 'Save' }).click();
  await expect(pageB.getByText('Saved!')).toBeVisible();
  await expect(found.getByRole('button', { name: 'Saved' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A watches the applicants page while B applies.
  await pageA.goto('/applicants');
  await expect(pageA.getByRole('heading', { level: 1, name: 'Job Applicants' })).toBeVisible();
  await expect(syncStatus(pageA)).toHaveAccessibleName(/Synced/);

  await found.getByRole('button', { name: 'Apply Now' }).click();
  const apply = pageB.getByRole('dialog', { name: 'Apply to Job' });
  await apply.getByLabel('Message').fill('I have my own lights and a van.');
  await expectNoAxeViolations(pageB);
  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await expect(pageB.getByText('Applied successfully!')).toBeVisible();
  await expect(found.getByRole('button', { name: 'Applied' })).toBeVisible();
  // B waits on the job's page (reached from the Applications tab).
  await pageB.getByRole('tab', { name: 'Applications' }).click();
  await pageB
    .getByRole('list', { name: 'Your Applications' })
    .getByRole('link', { name: title })
    .click();
  await expect(pageB.getByRole('heading', { name: 'Application Submitted' })).toBeVisible();
  await expect(pageB.getByText('Pending', { exact: true })).toBeVisible();

  // Live on A's screen, then the applicant modal accepts.
  const application = pageA.getByRole('article', { name: 'Application from Ben Applicant' });
  await expect(application).toBeVisible({ timeout: 15_000 });
  await expect(application.getByText('Pending')).toBeVisible();
  await expectNoAxeViolations(pageA);
  await application.getByRole('button', { name: 'View Profile: Ben Applicant' }).click();
  const modal = pageA.getByRole('dialog', { name: 'Ben Applicant' });
  await expect(modal.getByText('I have my own lights and a van.')).toBeVisible();
  await expectNoAxeViolations(pageA);
  await modal.getByRole('button', { name: 'Accept' }).click();
  await expect(pageA.getByText('Application accepted successfully')).toBeVisible();
  await pageA.keyboard.press('Escape');
  await expect(application.getByText('Accepted')).toBeVisible();

  // B's job page turns to 'Accepted' live.
  await expect(pageB.getByText('Accepted', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(pageB.getByText('Pending', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(pageB);

  // The push B's phone gets for it (the server's own payload of B's notification) shows, and a
  // tap opens the job.
  const notes = (await (await pageB.request.get('/api/notifications')).json()) as Notification[];
  const milestone = notes.find((n) => n.type === 'job_milestone');
  expect(milestone?.message).toBe(`Your application for ${title} was accepted`);
  await waitForServiceWorkerControl(pageB);
  await pageB.context().grantPermissions(['notifications']);
  await pageB.goto('/');
  const { payload } = pushMessageOf(milestone as unknown as NotificationRow, 1, E2E_BASE_URL);
  await deliverPush(pageB, payload);
  await expect
    .poll(() => shownNotifications(pageB))
    .toEqual([
      expect.objectContaining({ title: 'Application Accepted', body: milestone?.message }),
    ]);
  await clickNotification(pageB.context().serviceWorkers()[0]!);
  await expect(pageB).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(pageB.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a withdrawal made offline lands once back online; the jobs search runs on the device meanwhile', async ({
  page: author,
  otherPage: page,
}) => {
  await signUpMember(author, { firstName: 'Olga', lastName: 'Owner' });
  await signUpMember(page, { firstName: 'Finn', lastName: 'Offline' });
  const tag = crypto.randomUUID().slice(0, 6);
  const first = await postJobViaApi(author, `Editor ${tag}`, ['Editing']);
  const second = await postJobViaApi(author, `Colorist ${tag}`, ['Color Grading']);
  for (const jobId of [first, second]) {
    const reply = await page.request.post(`/api/jobs/${jobId}/apply`, { data: { message: 'Hi' } });
    expect(reply.status()).toBe(201);
  }
  await page.goto('/jobs?tab=applications');
  const mine = page.getByRole('list', { name: 'Your Applications' });
  await expect(mine.getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
  await expect(syncStatus(page)).toHaveAccessibleName(/Synced/);
  await expectNoAxeViolations(page);

  await goOffline(page.context());
  await page
    .getByRole('article', { name: `Application: Colorist ${tag}` })
    .getByRole('button', { name: 'Withdraw Application' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Withdraw Application' });
  await expect(confirm.getByText('cannot be undone')).toBeVisible();
  await confirm.getByRole('button', { name: 'Withdraw Application' }).click();
  // Offline the toast says what happened: saved here, sent later (issue 30, fault 8).
  await expect(page.getByText("Saved — it will be sent when you're back online")).toBeVisible();
  await expect(mine.getByRole('listitem')).toHaveCount(1);

  // Offline, Browse searches this device's jobs.
  await page.getByRole('tab', { name: 'Browse' }).click();
  await page.getByLabel('Search jobs').fill(`colorist ${tag}`);
  await expect(page.getByText(/You are offline: these jobs are from this device/)).toBeVisible();
  await expect(page.getByRole('article', { name: `Colorist ${tag}` })).toBeVisible();
  await expect(page.getByRole('article', { name: `Editor ${tag}` })).toHaveCount(0);
  await expect(
    page
      .getByRole('article', { name: `Colorist ${tag}` })
      .getByRole('button', { name: 'Apply Now' }),
  ).toBeVisible();

  const onServer = async () =>
    ((await (await author.request.get('/api/job-applications')).json()) as { jobId: string }[]).map(
      (a) => a.jobId,
    );
  expect((await onServer()).sort()).toEqual([first, second].sort());
  await goOnline(page.context());
  await expect.poll(onServer, { timeout: 20_000 }).toEqual([first]);

  // The author's applicants open offline from the replica, after a reload.
  await author.goto('/applicants');
  const group = author.getByRole('region', { name: `Editor ${tag} (1 applicant)` });
  await expect(group.getByRole('article', { name: 'Application from Finn Offline' })).toBeVisible({
    timeout: 15_000,
  });
  await waitForServiceWorkerControl(author);
  await expect(syncStatus(author)).toHaveAccessibleName(/Synced/);
  await goOffline(author.context());
  await author.reload();
  await expect(group.getByRole('article', { name: 'Application from Finn Offline' })).toBeVisible();
  await expect(author.getByRole('region', { name: new RegExp(`Colorist ${tag}`) })).toHaveCount(0);
  await goOnline(author.context());
});

test('job detail for the author, a missing job and a missing application', async ({ page }) => {
  await signUpMember(page, { firstName: 'Mae', lastName: 'Maker' });
  const jobId = await postJobViaApi(page, 'Sound recordist');
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sound recordist' })).toBeVisible();
  await expect(page.getByText('You cannot apply to your own job.')).toBeVisible();
  await expect(page.getByText('No applications yet')).toBeVisible();
  await expectNoAxeViolations(page);

  // Edit through the owner menu: shown at once.
  await page.getByRole('button', { name: 'Options for Sound recordist' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Job Post' });
  await edit.getByLabel('Job Title').fill('Boom operator');
  await expectNoAxeViolations(page);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Boom operator' })).toBeVisible();
  await expect(page.getByText('Job updated')).toBeVisible();

  // Delete asks first, then goes back to the jobs.
  await page.getByRole('button', { name: 'Options for Boom operator' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Job Post' });
  await expect(confirm.getByText('This action cannot be undone.')).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByText('Job Deleted')).toBeVisible();
  await expect
    .poll(async () => (await page.request.get(`/api/jobs/${jobId}`)).status(), { timeout: 15_000 })
    .toBe(404);

  await page.goto(`/jobs/${crypto.randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(
    page.getByText('No jobs found').or(page.getByRole('list', { name: 'Jobs' })),
  ).toBeVisible();

  await page.goto(`/applications/${crypto.randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'Application not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Applications' }).click();
  await expect(page).toHaveURL(/\/applicants$/);
  await expect(page.getByText('No applications yet').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an accepted application becomes a "worked together" credit once both confirm', async ({
  page: author,
  otherPage: page,
}) => {
  const tag = crypto.randomUUID().slice(0, 6);
  await signUpMember(author, { firstName: 'Wren', lastName: `Author${tag}` });
  const me = await signUpMember(page, { firstName: 'Cole', lastName: `Credited${tag}` });
  const jobId = await postJobViaApi(author, `Set dresser ${tag}`);
  const applied = await page.request.post(`/api/jobs/${jobId}/apply`, { data: { message: 'Hi' } });
  const applicationId = ((await applied.json()) as { id: string }).id;
  const accepted = await author.request.patch(`/api/applications/${applicationId}`, {
    data: { status: 'accepted' },
  });
  expect(accepted.status()).toBe(200);

  // The applicant confirms on their profile; the author is still to confirm.
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Worked together' });
  await expect(
    card.getByText(`Did you work with Wren Author${tag} on Set dresser ${tag}?`),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByText(`Waiting for Wren Author${tag} to confirm`)).toBeVisible();

  // Not on the profile others see until both confirmed.
  await author.goto(`/profile/${me.id}`);
  await expect(
    author.getByRole('heading', { level: 1, name: `Cole Credited${tag}` }),
  ).toBeVisible();
  await expect(author.getByRole('heading', { name: 'Worked together' })).toHaveCount(0);
  await author.goto('/profile');
  await author.getByRole('button', { name: 'Confirm' }).click();
  await expect(author.getByText('Credit confirmed')).toBeVisible();

  // Confirmed: shown on the applicant's profile, live, and counted in discover.
  await expect(card.getByText(`Set dresser ${tag}`)).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  // The search reads the server, which may answer before the confirmation has committed.
  await expect(async () => {
    await author.goto(`/discover?q=Credited${tag}`);
    await expect(author.getByText('1 collaboration')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
});

test('Browse holds only the cards near the screen: hundreds of jobs on the device open at once and scroll to the last', async ({
  page,
}) => {
  const member = await signUpMember(page, { firstName: 'Lou', lastName: 'Longlist' });
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs & Opportunities' })).toBeVisible();
  // Put after the first sync has recorded its position, so that its reset does not drop them.
  await expect.poll(() => replicaHasPulled(page, member.id), { timeout: 15_000 }).toBe(true);
  const seeded = 300;
  // Older than any job the tests post, so that they come last, the oldest at the very end.
  const base = Date.parse('2021-01-01T00:00:00Z');
  const jobs = Array.from({ length: seeded }, (_, i) =>
    seedJob(new Date(base - i * 60_000).toISOString(), `Listed gig ${i}`),
  );
  const oldest = `Listed gig ${seeded - 1}`;
  await putReplicaRows(page, member.id, { jobs });

  // Written past Dexie, the rows show from the next load.
  await page.reload();
  const list = page.getByRole('list', { name: 'Jobs' });
  const count = page.getByRole('status').filter({ hasText: 'jobs found' });
  await expect(count).toHaveText(/^[1-9]\d{2,} jobs found/);
  const shown = Number(/(\d+) jobs found/.exec((await count.textContent()) ?? '')?.[1]);
  expect(shown).toBeGreaterThanOrEqual(seeded);
  // Each row says its place in the whole list; only those near the screen are in the page.
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(shown));
  expect(await list.getByRole('article').count()).toBeLessThan(30);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = list.getByRole('article', { name: oldest });
  await expect(last).toBeVisible();
  await expect(last.locator('xpath=..')).toHaveAttribute('aria-posinset', String(shown));
  expect(await list.getByRole('article').count()).toBeLessThan(30);
  await expectNoAxeViolations(page);
});
