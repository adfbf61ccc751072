// View transitions between screens (issue 35, ADR 047): in Chromium an in-app navigation to
// another screen after the first paint starts one (a short cross-fade); the first load does not,
// nor does Home (its feed paints at once), and a member who asks for reduced motion gets none,
// also when they ask while the app is open.
import { JOB_TEXTS } from '@greenroom/shared-model/job-texts';
import { expect, type Page, test } from '@playwright/test';
import { dismissOnboarding, signUpMember } from './fixtures/members';

/** Counts the page's calls of document.startViewTransition, from before its first script. */
async function countViewTransitions(page: Page) {
  await page.addInitScript(() => {
    const start = document.startViewTransition.bind(document);
    const calls: string[] = [];
    Object.assign(window, { viewTransitionsForTest: calls });
    document.startViewTransition = ((update?: ViewTransitionUpdateCallback) => {
      calls.push(location.pathname);
      return start(update);
    }) as typeof document.startViewTransition;
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { viewTransitionsForTest: string[] }).viewTransitionsForTest,
    );
}

async function openJobs(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { name: JOB_TEXTS.pageTitle, level: 1 })).toBeVisible();
}

test('a navigation cross-fades; the first load, Home and reduced motion do not', async ({
  page,
}) => {
  const member = await signUpMember(page, { firstName: 'Vita' });
  await dismissOnboarding(page, member.id);
  const calls = await countViewTransitions(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  // Well after the first paint, and the idle start's work (the replica synced): still none for
  // the first load. (Not `networkidle`: in a clean run the network never fell quiet for 500 ms.)
  await expect(page.getByRole('button', { name: /^Sync status: / })).toHaveAccessibleName(
    /Synced/,
    { timeout: 15_000 },
  );
  expect(await calls()).toEqual([]);

  await openJobs(page);
  await expect.poll(calls).toEqual(['/jobs']);
  // Once the cross-fade is over, nothing of it is left on the page.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) =>
              (a.effect as KeyframeEffect | null)?.pseudoElement?.startsWith('::view-transition'),
            ).length,
      ),
    )
    .toBe(0);

  // Home opens at once: its feed's first cards are not held for a cross-fade.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Discover' })
    .click();
  // The address changes first; the router starts the transition right after.
  await expect.poll(calls).toEqual(['/jobs', '/discover']);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openJobs(page);
  expect(await calls()).toEqual(['/jobs', '/discover']);
});

test('under reduced motion no navigation starts a view transition', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  try {
    const member = await signUpMember(page, { firstName: 'Stilla' });
    await dismissOnboarding(page, member.id);
    const calls = await countViewTransitions(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await openJobs(page);
    expect(await calls()).toEqual([]);
  } finally {
    await context.close();
  }
});
