import { expect, type Route, test } from '@playwright/test';
import { ServerProcess } from '../support/server-process';
import { expectNoAxeViolations } from './fixtures/axe';
import { createEmptyDatabase } from './fixtures/database';
import { dismissOnboarding, signUpMember } from './fixtures/members';
import { waitForServiceWorkerControl } from './fixtures/service-worker';
import { HomePosts, serverPostCount } from './fixtures/sync-home';

// This spec crashes its server, so it has its own (port 4175, its own empty database).
const PORT = Number(process.env.E2E_RESTART_PORT ?? 4175);
let database: Awaited<ReturnType<typeof createEmptyDatabase>> | undefined;
let server: ServerProcess;

test.use({ baseURL: `http://localhost:${PORT}` });

test.beforeAll(async () => {
  database = await createEmptyDatabase('greenroom_e2e_restart');
  server = new ServerProcess({
    port: PORT,
    databaseUrl: database.url,
    env: { SIGNUP_LIMIT_PER_HOUR: '0', MEMBER_WRITE_LIMITS: 'off' },
  });
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

test('posts written while the server is down survive two crashes during the flush, each exactly once', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const member = await signUpMember(page, { firstName: 'Rita', lastName: 'Restart' });
  await dismissOnboarding(page, member.id);
  const home = new HomePosts(page);
  await home.open();
  await waitForServiceWorkerControl(page);
  await expect(home.syncStatus()).toHaveAccessibleName(/Synced/);

  // The crashes happen while a push is on the wire: the first as soon as it is forwarded to
  // the server (it may or may not commit), the second after the server has committed the batch
  // but before its reply reaches the browser (the write is done, the ack is lost). A push made
  // once a crash is armed is held until the restarted server is fully up, so that it is the
  // flush after the restart that the crash hits, whichever trigger started it.
  const crashes: Array<'in-flight' | 'before-reply'> = ['in-flight', 'before-reply'];
  const crashed: string[] = [];
  const batchSizes: number[] = [];
  let armed = false;
  await context.route('**/api/sync/push', async (route: Route) => {
    if (!armed) return route.continue();
    await expect.poll(() => server.running, { timeout: 60_000 }).toBe(true);
    const crash = armed ? crashes.shift() : undefined;
    armed = false;
    if (!crash) return route.continue();
    batchSizes.push((route.request().postDataJSON() as { mutations: unknown[] }).mutations.length);
    if (crash === 'in-flight') {
      const forwarded = route.continue().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 15));
      await server.kill();
      await forwarded;
    } else {
      const reply = await route.fetch();
      expect(reply.status()).toBe(200);
      await server.kill();
      await route.abort('connectionreset');
    }
    crashed.push(crash);
  });

  await server.kill();
  const contents = Array.from(
    { length: 6 },
    (_, i) => `Rehearsal note ${i + 1} (${Date.now().toString(36)})`,
  );
  for (const content of contents) await home.createPost(content);
  await expect(home.allPendingMarks()).toHaveCount(contents.length);
  await expect(home.syncStatus()).toHaveAccessibleName(/6 changes waiting/);

  // Back up → the flush starts (Retry, the backoff timer or the live channel) → crash in flight.
  armed = true;
  await server.start();
  await home.retryNow();
  await expect.poll(() => crashed, { timeout: 60_000 }).toEqual(['in-flight']);

  // Up again → the next flush → the server commits, and crashes before answering.
  armed = true;
  await server.start();
  await home.retryNow();
  await expect.poll(() => crashed, { timeout: 60_000 }).toEqual(['in-flight', 'before-reply']);
  expect(batchSizes).toEqual([contents.length, contents.length]);

  // Up for good: the queue drains; replays are answered from the server's stored results.
  await server.start();
  await home.retryNow();
  await expect(home.allPendingMarks()).toHaveCount(0, { timeout: 60_000 });
  for (const content of contents) await expect(home.post(content)).toHaveCount(1);
  await expect(home.syncStatus()).toHaveAccessibleName(/Synced/);

  for (const content of contents) {
    expect(await serverPostCount(page.request, member.id, content), content).toBe(1);
  }

  // A reload (from the server now) shows the same, with no pending marks.
  await page.reload();
  await home.expectReady();
  for (const content of contents) await expect(home.post(content)).toHaveCount(1);
  await expect(home.allPendingMarks()).toHaveCount(0);

  await expectNoAxeViolations(page);
});
