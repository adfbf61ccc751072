// messages.open_offline_*: a member opens a conversation of 1,000 messages offline in Debian
// Chromium against the built app, until its newest messages are painted (budget ≤ 100 ms, #33).
// The member is in 20 conversations (one of 1,000 messages, 19 of 50), seeded by SQL before the
// member's first pull, whose snapshot keeps the newest 200 of each (ADR 045); then offline
// (`context.setOffline`, as the browser sees it):
//   messages.open_offline_from_list   click on the conversation in /messages → the frame that
//                                     paints its newest message (the app is running)
//   messages.open_offline_cold_start  navigation start of /messages/{id} → that frame
// No app mark: the page is observed from the bench's side (a MutationObserver for the newest
// message's text in the Messages section, then requestAnimationFrame and one task after it).
// Beside the wall clock, the main thread's CPU time of the same open (its tasks' thread time in a
// Chromium trace), which other processes on the machine disturb less: the A/B figure of a change.
// BENCH_MESSAGES_RUNS sets the runs (11); BENCH_MESSAGES_TRACE=file.json saves a Chromium trace
// of one more open from the list (BENCH_FEED_TRACE_CATEGORIES adds categories).
import type { Browser, CDPSession, Page } from '@playwright/test';
import type postgres from 'postgres';
import { type Member, signUpMember } from '../sync/support/member-http';
import { figure, info, median } from './figures';
import { homeAfterFirstPull, memberBrowser } from './member-browser';

const RUNS = Number(process.env.BENCH_MESSAGES_RUNS ?? 11);
const BIG = 1000;
const OTHERS = 19;
const OTHER_MESSAGES = 50;
const NEWEST = `Note ${BIG} of ${BIG} from the set.`;

/** One conversation of BIG messages and OTHERS of OTHER_MESSAGES with new partners; its id. */
async function seed(sql: postgres.Sql, member: Member): Promise<string> {
  const partners = await sql<{ id: string }[]>`
    insert into users (email, is_verified, first_name, last_name, program, graduation_year)
    select 'partner' || g || '.' || ${member.user.id} || '@nyu.edu', true, 'Partner' || g,
           'Member', 'Film and Television', 2027
    from generate_series(1, ${OTHERS + 1}) as g
    returning id`;
  const me = member.user.id;
  const made = await sql<{ id: string; n: string }[]>`
    with pairs as (
      select b, n from unnest(${partners.map((p) => p.id)}::uuid[]) with ordinality as p(b, n)
    ), made as (
      insert into conversations (created_by, pair_key, last_message_at)
      select b, least(${me}::text, b::text) || ':' || greatest(${me}::text, b::text), now()
      from pairs
      returning id, pair_key
    ), members as (
      insert into conversation_members (conversation_id, user_id, status)
      select made.id, m.user_id, 'active'
      from made, lateral unnest(string_to_array(made.pair_key, ':')::uuid[]) as m(user_id)
    )
    select made.id, pairs.n::text as n
    from made join pairs on made.pair_key like '%' || pairs.b::text || '%'`;
  const big = made.find((c) => c.n === '1')!.id;
  // Every other message from the partner; the newest is `Note 1000 of 1000 …`.
  await sql`
    insert into messages (conversation_id, sender_id, content, created_at)
    select c.id, (string_to_array(c.pair_key, ':')::uuid[])[1 + g % 2],
           'Note ' || g || ' of ' || n || ' from the set.',
           now() - interval '1 minute' - make_interval(secs => n - g)
    from conversations c
    cross join lateral (select case when c.id = ${big} then ${BIG}::int
                                    else ${OTHER_MESSAGES}::int end as n) as sized
    cross join lateral generate_series(1, n) as g
    where c.id in ${sql(made.map((c) => c.id))}`;
  return big;
}

/** Resolves in the page with the time the Messages section first showed NEWEST (then painted). */
const WATCH = `(target) => new Promise((resolve) => {
  const shown = () => document.querySelector('section[aria-label="Messages"]')?.textContent?.includes(target);
  const done = () => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(null);
  });
  if (shown()) return done();
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    done();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})`;

/** Back to /messages by the main navigation, and settled there. */
async function toList(cdp: CDPSession, id: string): Promise<void> {
  const reply = await cdp.send('Runtime.evaluate', {
    expression: `(async () => {
      if (location.pathname !== '/messages') {
        document.querySelector('nav[aria-label="Main"] a[href="/messages"]').click();
      }
      await new Promise((resolve) => {
        const poll = () =>
          location.pathname === '/messages' && document.querySelector('a[href="/messages/${id}"]')
            ? resolve()
            : setTimeout(poll, 10);
        poll();
      });
    })()`,
    awaitPromise: true,
    timeout: 30_000,
  });
  if (reply.exceptionDetails) throw new Error(JSON.stringify(reply.exceptionDetails));
}

/**
 * The main thread's CPU time (thread time of its tasks, less sensitive than the wall clock to
 * other processes on the machine) of one open from the list, read from a Chromium trace.
 */
async function openCpu(
  browser: Browser,
  page: Page,
  cdp: CDPSession,
  id: string,
): Promise<{ cpu: number; wall: number }> {
  await toList(cdp, id);
  await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline'] });
  const wall = await openFromList(cdp, id);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: {
      name: string;
      ph: string;
      pid: number;
      tid: number;
      tdur?: number;
      args?: { name?: string };
    }[];
  };
  const main = new Set(
    trace.traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const cpu = trace.traceEvents
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`))
    .reduce((sum, e) => sum + (e.tdur ?? 0) / 1000, 0);
  return { cpu, wall };
}

/** From /messages: a click on the conversation → its newest message painted (ms). */
async function openFromList(cdp: CDPSession, id: string): Promise<number> {
  const reply = await cdp.send('Runtime.evaluate', {
    expression: `(async () => {
      const until = (check) => new Promise((resolve) => {
        const poll = () => (check() ? resolve() : setTimeout(poll, 10));
        poll();
      });
      const item = () => document.querySelector('a[href="/messages/${id}"]');
      if (location.pathname !== '/messages') {
        document.querySelector('nav[aria-label="Main"] a[href="/messages"]').click();
      }
      await until(() => location.pathname === '/messages' && item());
      await new Promise((resolve) => setTimeout(resolve, 300));
      const watch = (${WATCH})(${JSON.stringify(NEWEST)});
      const clicked = performance.now();
      item().click();
      return (await watch) - clicked;
    })()`,
    awaitPromise: true,
    returnByValue: true,
    timeout: 30_000,
  });
  if (reply.exceptionDetails) throw new Error(JSON.stringify(reply.exceptionDetails));
  return reply.result.value as number;
}

export async function benchMessageOpen(baseUrl: string, sql: postgres.Sql): Promise<void> {
  const member = await signUpMember(baseUrl, { firstName: 'Olive', lastName: 'Opener' });
  const id = await seed(sql, member);
  const { browser, context } = await memberBrowser(baseUrl, member);
  try {
    // A load whose sessionStorage names the text starts watching for it at document start.
    await context.addInitScript(`(() => {
      const target = sessionStorage.getItem('bench:paint-target');
      if (target) window.__benchPainted = (${WATCH})(target);
    })()`);
    const page = await context.newPage();
    await homeAfterFirstPull(page, member);
    const kept = await page.evaluate(
      async ({ userId, id }) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(`greenroom-member-${userId}`);
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        const count = await new Promise<number>((resolve) => {
          const req = db
            .transaction('messages')
            .objectStore('messages')
            .index('conversationId')
            .count(id);
          req.onsuccess = () => resolve(req.result);
        });
        db.close();
        return count;
      },
      { userId: member.user.id, id },
    );
    info(`messages: the conversation of ${BIG} keeps ${kept} on the device`);
    const cdp = await context.newCDPSession(page);
    // Online first: the service worker takes over (it serves the offline loads).
    await page.goto(`/messages/${id}`);
    await page.goto('/messages');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    // Warm up (chunks cached, the conversation read once).
    await openFromList(cdp, id);
    await openFromList(cdp, id);
    const tracePath = process.env.BENCH_MESSAGES_TRACE;
    if (tracePath) {
      const categories = process.env.BENCH_FEED_TRACE_CATEGORIES?.split(',');
      await browser.startTracing(page, { path: tracePath, screenshots: false, categories });
      await openFromList(cdp, id);
      await browser.stopTracing();
      info(`messages: trace of an open from the list in ${tracePath}`);
    }
    const fromList: number[] = [];
    for (let i = 0; i < RUNS; i++) fromList.push(await openFromList(cdp, id));
    figure(
      'messages.open_offline_from_list',
      median(fromList),
      'ms',
      100,
      `${BIG} messages (${kept} on the device), 20 conversations, offline, click in /messages → newest painted; ` +
        `min–max ${Math.round(Math.min(...fromList))}–${Math.round(Math.max(...fromList))}; runs ${fromList.map(Math.round).join('/')}`,
    );

    const cpu: number[] = [];
    for (let i = 0; i < RUNS; i++) cpu.push((await openCpu(browser, page, cdp, id)).cpu);
    info(
      `messages.open_offline_from_list: main-thread CPU time of an open (traced, the 300 ms on the list before the click included) median ${Math.round(median(cpu))} ms; ` +
        `min–max ${Math.round(Math.min(...cpu))}–${Math.round(Math.max(...cpu))}; runs ${cpu.map(Math.round).join('/')}`,
    );

    await page.evaluate((text) => sessionStorage.setItem('bench:paint-target', text), NEWEST);
    const cold: number[] = [];
    /** The app's own first paint in the same loads (`app:first-paint`, boot/start.tsx). */
    const shell: number[] = [];
    for (let i = 0; i < RUNS + 1; i++) {
      await page.goto(`/messages/${id}`);
      const reply = await cdp.send('Runtime.evaluate', {
        expression: `window.__benchPainted.then((painted) => ({
          painted,
          shell: performance.getEntriesByName('app:first-paint')[0]?.startTime ?? -1,
        }))`,
        awaitPromise: true,
        returnByValue: true,
        timeout: 30_000,
      });
      if (reply.exceptionDetails) throw new Error(JSON.stringify(reply.exceptionDetails));
      const value = reply.result.value as { painted: number; shell: number };
      if (i === 0) continue;
      cold.push(value.painted);
      shell.push(value.shell);
    }
    info(
      `messages.open_offline_cold_start: the app's first paint (app:first-paint) in the same loads: median ${Math.round(median(shell))} ms; runs ${shell.map(Math.round).join('/')}`,
    );
    await page.evaluate(() => sessionStorage.removeItem('bench:paint-target'));
    figure(
      'messages.open_offline_cold_start',
      median(cold),
      'ms',
      100,
      `navigation → newest painted, offline; min–max ${Math.round(Math.min(...cold))}–${Math.round(Math.max(...cold))}; runs ${cold.map(Math.round).join('/')}`,
    );
  } finally {
    await browser.close();
  }
}
