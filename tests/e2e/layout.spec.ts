// The layout test of #30: every route and the main dialogs, signed in with long real content, at
// phone, tablet and desktop widths. One member and its content are made once through the API; a
// phone context (mobile viewport, touch) and a desktop one each keep one page and resize it.
import { type Browser, type BrowserContext, type Page, test } from '@playwright/test';
import { E2E_BASE_URL } from './fixtures/environment';
import { layoutFaults, resize } from './fixtures/layout-checks';
import { type LayoutContent, seedLayoutContent } from './fixtures/layout-content';

const PHONE_WIDTHS = [320, 360, 390, 430];
const WIDE_WIDTHS = [768, 1024, 1366];
const SHOTS = process.env.LAYOUT_SHOTS;

let content: LayoutContent;
let phone: Page;
let wide: Page;
const contexts: BrowserContext[] = [];

async function signedInPage(browser: Browser, mobile: boolean): Promise<Page> {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    serviceWorkers: 'allow',
    isMobile: mobile,
    hasTouch: mobile,
    viewport: mobile ? { width: 390, height: 844 } : { width: 1366, height: 900 },
    reducedMotion: 'reduce',
  });
  contexts.push(context);
  const login = await context.request.post('/api/auth/login', {
    data: { email: content.me.email, password: content.me.password },
  });
  if (!login.ok()) throw new Error(await login.text());
  return context.newPage();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  content = await seedLayoutContent();
  [phone, wide] = await Promise.all([signedInPage(browser, true), signedInPage(browser, false)]);
});

test.afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await content?.dispose();
});

interface Screen {
  path: () => string;
  ready: (page: Page) => Promise<void>;
}

const screens: Record<string, Screen> = {
  home: {
    path: () => '/',
    ready: async (page) => {
      await page.getByText('Premiere night!').first().waitFor();
    },
  },
  jobs: {
    path: () => '/jobs',
    ready: async (page) => {
      await page.getByRole('article', { name: content.otherJobTitle }).waitFor();
    },
  },
  job: {
    path: () => `/jobs/${content.otherJobId}`,
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: content.otherJobTitle }).waitFor();
    },
  },
  post: {
    path: () => `/posts/${content.postId}`,
    ready: async (page) => {
      await page.getByText('Premiere night!').first().waitFor();
    },
  },
  event: {
    path: () => `/events/${content.eventId}`,
    ready: async (page) => {
      await page.getByText('Open rehearsal and work-in-progress').first().waitFor();
    },
  },
  profile: {
    path: () => '/profile',
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: /Maximiliana/ }).waitFor();
    },
  },
  otherProfile: {
    path: () => `/profile/${content.other.id}`,
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: /Bartholomew/ }).waitFor();
    },
  },
  connections: {
    path: () => `/connections/${content.me.id}`,
    ready: async (page) => {
      await page
        .getByText(/Bartholomew/)
        .first()
        .waitFor();
    },
  },
  discover: {
    path: () => '/discover',
    ready: async (page) => {
      await page.getByText(/users? found/).waitFor();
    },
  },
  settings: {
    path: () => '/settings',
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    },
  },
  admin: {
    path: () => '/admin',
    ready: async (page) => {
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    },
  },
  applicants: {
    path: () => '/applicants',
    ready: async (page) => {
      await page
        .getByText(/Bartholomew/)
        .first()
        .waitFor();
    },
  },
  application: {
    path: () => `/applications/${content.applicationId}`,
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Application' }).waitFor();
    },
  },
};

async function imagesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images].every((img) => img.loading === 'lazy' || img.complete),
  );
}

async function checkAllWidths(page: Page, widths: number[], name: string): Promise<string[]> {
  const faults: string[] = [];
  for (const width of widths) {
    await resize(page, width, width < 768 ? 844 : 900);
    for (const f of await layoutFaults(page, { width })) faults.push(`${name} @${width}: ${f}`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  return faults;
}

for (const [name, screen] of Object.entries(screens)) {
  test(`${name} fits every width`, async () => {
    const faults: string[] = [];
    for (const [page, widths] of [
      [phone, PHONE_WIDTHS],
      [wide, WIDE_WIDTHS],
    ] as const) {
      await page.goto(screen.path());
      await screen.ready(page);
      await imagesLoaded(page);
      faults.push(...(await checkAllWidths(page, widths, name)));
    }
    if (SHOTS) console.log(faults.join('\n'));
    else test.expect(faults).toEqual([]);
  });
}
