// feed.*: the home feed in Debian Chromium against the built app, with 10,000 items (posts, jobs,
// events) in the member's replica. Read from the PWA's own User Timing marks
// (pwa/src/features/home/feed-timing.ts), per visit of the home page:
//   feed.first_30_cards   the member opens Home from another screen of the running app: the
//                         feed's first page at hand (the device's kept first page, else the
//                         replica's read) → the first cards painted (budget ≤ 30 ms). The same
//                         span when the page loads is printed beside it: there it also holds the
//                         app's own first style and layout, which feed.offline_cold_start covers.
//   feed.offline_cold_start   navigation start → the first card painted, offline (budget ≤ 300 ms)
// BENCH_FEED_NO_SNAPSHOT=1 drops the kept first page before each visit (an A/B of that source).
import type { CDPSession, Page } from '@playwright/test';
import { putReplicaRows, seedEvent, seedJob, seedPost } from '../support/replica-seed';
import type { Member } from '../sync/support/member-http';
import { figure, info, median } from './figures';
import { homeAfterFirstPull, memberBrowser } from './member-browser';

const ITEMS = Number(process.env.BENCH_FEED_ITEMS ?? 10_000);
const RUNS = Number(process.env.BENCH_FEED_RUNS ?? 9);

/** Puts `count` rows, a third of each kind, straight into the member's replica. */
async function seedReplica(page: Page, userId: string, count: number): Promise<void> {
  const rows = { posts: [] as object[], jobs: [] as object[], events: [] as object[] };
  const base = Date.now() - 60_000;
  for (let i = 0; i < count; i++) {
    const createdAt = new Date(base - i * 60_000).toISOString();
    if (i % 3 === 0) {
      rows.posts.push(
        seedPost(createdAt, `Bench post ${i}: notes from the set, the edit and the mix.`),
      );
    } else if (i % 3 === 1) rows.jobs.push(seedJob(createdAt, `Bench job ${i}`));
    else rows.events.push(seedEvent(createdAt, `Bench event ${i}`));
  }
  await putReplicaRows(page, userId, rows);
}

/**
 * Reloads and reads the marks of that load. Read through the DevTools protocol in the page's own
 * world: Playwright's page.evaluate would first compile its injected script in the new page,
 * about 11 ms of main thread in the middle of the feed's first frame.
 */
async function loadOnce(
  page: Page,
  cdp: CDPSession,
): Promise<{ firstPage: number; firstCard: number }> {
  await page.reload();
  const reply = await cdp.send('Runtime.evaluate', {
    expression: `new Promise((resolve) => {
      const read = () => {
        const page = performance.getEntriesByName('feed:first-page')[0];
        const card = performance.getEntriesByName('feed:first-card')[0];
        if (!page || !card) return false;
        resolve({ firstPage: page.duration, firstCard: card.startTime });
        return true;
      };
      if (read()) return;
      new PerformanceObserver((_, observer) => {
        if (read()) observer.disconnect();
      }).observe({ type: 'measure', buffered: true });
    })`,
    awaitPromise: true,
    returnByValue: true,
    timeout: 30_000,
  });
  if (reply.exceptionDetails) throw new Error(reply.exceptionDetails.text);
  return reply.result.value as { firstPage: number; firstCard: number };
}

/**
 * Goes to Discover and back to home by the main navigation's links, as a member does, and
 * reads the marks of that visit of home (the app is running: no boot in the figure).
 */
async function visitOnce(cdp: CDPSession): Promise<{ firstPage: number; fromClick: number }> {
  const dropKept = process.env.BENCH_FEED_NO_SNAPSHOT === '1';
  const reply = await cdp.send('Runtime.evaluate', {
    expression: `(async () => {
      const link = (href) => document.querySelector('nav[aria-label="Main"] a[href="' + href + '"]');
      const until = (check) => new Promise((resolve) => {
        const poll = () => (check() ? resolve() : setTimeout(poll, 10));
        poll();
      });
      link('/discover').click();
      await until(() => location.pathname === '/discover' && !document.querySelector('[aria-label="Home feed"]'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      performance.clearMeasures('feed:first-page');
      if (${dropKept}) {
        for (const key of Object.keys(localStorage)) {
          if (key.startsWith('greenroom:feed-snapshot:')) localStorage.removeItem(key);
        }
      }
      const clicked = performance.now();
      link('/').click();
      return new Promise((resolve) => {
        const read = () => {
          const measure = performance.getEntriesByName('feed:first-page')[0];
          const card = performance.getEntriesByName('feed:first-card')[0];
          if (!measure || !card) return false;
          resolve({ firstPage: measure.duration, fromClick: card.startTime - clicked });
          return true;
        };
        if (read()) return;
        new PerformanceObserver((_, observer) => {
          if (read()) observer.disconnect();
        }).observe({ type: 'measure' });
      });
    })()`,
    awaitPromise: true,
    returnByValue: true,
    timeout: 30_000,
  });
  if (reply.exceptionDetails) throw new Error(reply.exceptionDetails.text);
  return reply.result.value as { firstPage: number; fromClick: number };
}

export async function benchFeed(baseUrl: string, member: Member): Promise<void> {
  const { browser, context } = await memberBrowser(baseUrl, member);
  try {
    // While sessionStorage holds this flag, each load starts without the kept first page, so
    // that the cards come from the replica's read (boot/feed-first-page.ts).
    await context.addInitScript(() => {
      if (sessionStorage.getItem('bench:no-snapshot') !== '1') return;
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('greenroom:feed-snapshot:')) localStorage.removeItem(key);
      }
    });
    const page = await context.newPage();
    await homeAfterFirstPull(page, member);
    await seedReplica(page, member.user.id, ITEMS);
    const cdp = await context.newCDPSession(page);
    // Warm up (the service worker takes over, the chunks are cached).
    await loadOnce(page, cdp);
    await loadOnce(page, cdp);

    // BENCH_FEED_TRACE=file.json: a Chromium trace of one more kept-page load, for a profile.
    const tracePath = process.env.BENCH_FEED_TRACE;
    if (tracePath) {
      const categories = process.env.BENCH_FEED_TRACE_CATEGORIES?.split(',');
      await browser.startTracing(page, { path: tracePath, screenshots: false, categories });
      await loadOnce(page, cdp);
      await browser.stopTracing();
      info(`feed: trace of a kept-page load in ${tracePath}`);
    }

    await visitOnce(cdp);
    const visitTrace = process.env.BENCH_FEED_VISIT_TRACE;
    if (visitTrace) {
      const categories = process.env.BENCH_FEED_TRACE_CATEGORIES?.split(',');
      await browser.startTracing(page, { path: visitTrace, screenshots: false, categories });
      await visitOnce(cdp);
      await browser.stopTracing();
      info(`feed: trace of a visit from Discover in ${visitTrace}`);
    }
    const visits: number[] = [];
    const fromClick: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const visit = await visitOnce(cdp);
      visits.push(visit.firstPage);
      fromClick.push(visit.fromClick);
    }
    figure(
      'feed.first_30_cards',
      median(visits),
      'ms',
      30,
      `replica of ${ITEMS} items, home opened from Discover; runs ${visits.map(Math.round).join('/')}`,
    );
    info(
      `feed: click on Home → first card painted: median ${Math.round(median(fromClick))} ms; runs ${fromClick.map(Math.round).join('/')}`,
    );

    const online: number[] = [];
    for (let i = 0; i < RUNS; i++) online.push((await loadOnce(page, cdp)).firstPage);
    info(
      `feed.first_30_cards when the page loads (the app's first style and layout in it): median ${Math.round(median(online))} ms; runs ${online.map(Math.round).join('/')}`,
    );

    await page.evaluate(() => sessionStorage.setItem('bench:no-snapshot', '1'));
    const fromReplica: number[] = [];
    for (let i = 0; i < RUNS; i++) fromReplica.push((await loadOnce(page, cdp)).firstPage);
    info(
      `feed.first_30_cards without the kept first page (the replica's read): median ${Math.round(median(fromReplica))} ms; runs ${fromReplica.map(Math.round).join('/')}`,
    );
    await page.evaluate(() => sessionStorage.removeItem('bench:no-snapshot'));

    // Offline as the browser sees it (no request interception, which would slow every request).
    await context.setOffline(true);
    const cold: number[] = [];
    for (let i = 0; i < RUNS; i++) cold.push((await loadOnce(page, cdp)).firstCard);
    figure(
      'feed.offline_cold_start',
      median(cold),
      'ms',
      300,
      `navigation → first card, offline; runs ${cold.map(Math.round).join('/')}`,
    );
    const cards = await page.getByRole('article').count();
    info(`feed: ${cards} cards in the page for a replica of ${ITEMS} items (virtualised)`);
  } finally {
    await browser.close();
  }
}
