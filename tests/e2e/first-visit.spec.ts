// A first visit on a phone (issue 15): compressed replies, no member code for visitors, and the
// landing page and /auth painted from the server's HTML before any script runs.
import { randomUUID } from 'node:crypto';
import { expect, type Page, test, type Worker } from '@playwright/test';
import { signUpMember } from './fixtures/members';

/** Chunks that only a signed-in member needs: the replica and sync runtime (vite.config.ts's
 * groups), the feed, dialogs, toasts, the member's UI kit, zod. */
const MEMBER_ONLY_CHUNK =
  /\/assets\/(?:dexie|zod|sync-runtime|ui-kit|member-sync|feed-list|dialog|toaster|profile-menu|sync-status-indicator)-[\w-]{8}\.js$/;

/** The page's requests still waiting for their answer (paths), as they come and go. */
function requestsInFlight(page: Page): Set<string> {
  const open = new Set<string>();
  const key = (r: { method(): string; url(): string }) =>
    `${r.method()} ${new URL(r.url()).pathname}`;
  page.on('request', (r) => open.add(key(r)));
  page.on('requestfinished', (r) => open.delete(key(r)));
  page.on('requestfailed', (r) => open.delete(key(r)));
  return open;
}

function scriptsRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test('static assets go out as Brotli or gzip, chosen by Accept-Encoding', async ({ page }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  expect(script).toMatch(/^\/assets\//);
  for (const [accept, encoding] of [
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ] as const) {
    const reply = await page.request.get(script as string, {
      headers: { 'Accept-Encoding': accept },
    });
    expect(reply.status()).toBe(200);
    expect(reply.headers()['content-encoding'], accept).toBe(encoding);
    expect(reply.headers().vary).toContain('Accept-Encoding');
  }
});

test('JSON replies above 1 KB go out compressed', async ({ page }) => {
  await signUpMember(page);
  for (let i = 0; i < 3; i++) {
    const created = await page.request.post('/api/posts', {
      data: { id: randomUUID(), content: `Casting call ${i}: ${'a long description '.repeat(30)}` },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  const list = await page.request.get('/api/posts', { headers: { 'Accept-Encoding': 'br' } });
  expect(list.status()).toBe(200);
  expect(list.headers()['content-encoding']).toBe('br');
  expect(list.headers()['content-type']).toContain('application/json');
  expect(JSON.stringify(await list.json()).length).toBeGreaterThan(1024);
});

test('a signed-out visit loads none of the member-only chunks', async ({ page }) => {
  const scripts = scriptsRequested(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Find your people.');
  await page.getByRole('link', { name: 'Sign Up' }).first().click();
  await expect(page.getByRole('heading', { name: 'Join Greenroom' })).toBeVisible();
  await page.goto('/auth?mode=login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => MEMBER_ONLY_CHUNK.test(url))).toEqual([]);
});

test('a member home page loads those chunks, after its first paint', async ({ page }) => {
  const scripts = scriptsRequested(page);
  await signUpMember(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect
    .poll(() => scripts.filter((url) => MEMBER_ONLY_CHUNK.test(url)).map(chunkName))
    .toEqual(expect.arrayContaining(['dexie', 'sync-runtime', 'ui-kit', 'toaster']));
  const firstPaint = await page.evaluate(
    () => performance.getEntriesByName('app:first-paint')[0]?.startTime,
  );
  expect(firstPaint).toBeGreaterThan(0);
});

const chunkName = (url: string) => url.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '');

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page and /auth show their headings', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Find your people. Make the work.',
    );
    await page.goto('/auth?mode=signup');
    await expect(page.getByRole('heading', { name: 'Join Greenroom' })).toBeVisible();
    await page.goto('/auth?mode=login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });
});

test('a prerendered page hydrates without errors or CSP violations', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  for (const path of ['/', '/auth?mode=signup', '/auth?mode=login']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.getByLabel('Email').fill('someone@nyu.edu');
  await expect(page.getByLabel('Email')).toHaveValue('someone@nyu.edu');
  expect(problems).toEqual([]);
});

test("a member's home and first write build no schemas on the page; its schema worker runs zod jitless", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const workers: Worker[] = [];
  page.on('worker', (worker) => workers.push(worker));
  const member = await signUpMember(page);
  const scripts = scriptsRequested(page);
  const inFlight = requestsInFlight(page);
  await page.goto('/');
  await expect(page.getByText(`Welcome, ${member.firstName}`)).toBeVisible();
  // The campus-wide feed, or its welcome card when nothing has been shared yet.
  await expect(
    page
      .getByRole('region', { name: 'Home feed' })
      .or(page.getByRole('button', { name: 'Create Your First Post' })),
  ).toBeVisible();
  // The pulled rows are checked against the schemas in the schema worker, not on the page.
  await expect
    .poll(() => workers.find((worker) => /\/assets\/schema-worker\.worker-/.test(worker.url())))
    .toBeDefined();
  const schemaWorker = workers.find((worker) => /schema-worker\.worker-/.test(worker.url()));
  // Zod keeps its settings on that object, beside the jitless flag set before it loaded.
  await expect
    .poll(() =>
      schemaWorker?.evaluate(() => {
        const config = (globalThis as { __zod_globalConfig?: Record<string, unknown> })
          .__zod_globalConfig;
        return { jitless: config?.jitless, zodLoaded: Object.keys(config ?? {}).length > 1 };
      }),
    )
    .toEqual({ jitless: true, zodLoaded: true });

  // The first write is checked there too.
  await page.getByRole('button', { name: 'Create a post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a Post' });
  const text = `First words (${randomUUID()})`;
  await dialog.getByLabel('Content', { exact: true }).fill(text);
  await dialog.getByRole('button', { name: 'Share Post' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Home feed' })).toContainText(text);
  // Every request the page made has its answer (once, in a clean run, 'networkidle' never came
  // in a minute: this names what was still waiting if it happens again).
  await expect(page.getByText('Waiting to sync')).toHaveCount(0);
  await expect.poll(() => [...inFlight], { timeout: 15_000 }).toEqual([]);
  expect(scripts.filter((url) => /\/assets\/(?:zod|schemas)-/.test(url))).toEqual([]);
  expect(problems).toEqual([]);
});

test('what a visitor types before the page hydrates is kept', async ({ page }) => {
  // Hold the scripts back: the visitor types into the painted form first.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/auth?mode=login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill('early@nyu.edu');
  release();
  await page.waitForLoadState('networkidle');
  // Hydrated: the password field's toggle now works, and the typed e-mail is still there.
  await page.getByLabel('Password', { exact: true }).fill('secret-pass');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await expect(page.getByLabel('Email')).toHaveValue('early@nyu.edu');
});

test('Sign In pressed before the page hydrates sends nothing: no field ends up in the address', async ({
  page,
}) => {
  const member = await signUpMember(page);
  await page.context().clearCookies();
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/auth?mode=login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  // The painted form cannot submit itself (a plain GET would carry the password in the address).
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await expect(signIn).toBeDisabled();
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/auth\?mode=login$/);
  release();
  // Hydrated: what was typed is kept and signs in.
  await expect(signIn).toBeEnabled();
  await signIn.click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 15_000 });
  expect(page.url()).not.toContain('password');
});
