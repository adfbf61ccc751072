// post.first_comments: a post with 1,000 comments put into the member's replica (#34), which keeps
// the newest FEED_WINDOW_ITEMS of them (the rest are read from the server when the page opens; the
// seeded post is not on the server, so here they are not). The member opens it from its card on Home (the app running: no boot in the figure): the click → the first
// comments painted, read from the PWA's User Timing mark 'post:first-comments'
// (pwa/src/features/comments/components/post-comments.tsx). Budget ≤ 100 ms.

import { FEED_WINDOW_ITEMS } from '@greenroom/shared-model/constants';
import type { CDPSession } from '@playwright/test';
import { putReplicaRows, seedComment, seedPost } from '../support/replica-seed';
import type { Member } from '../sync/support/member-http';
import { figure, info, median } from './figures';
import { homeAfterFirstPull, memberBrowser } from './member-browser';

const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 1_000);
const RUNS = Number(process.env.BENCH_COMMENTS_RUNS ?? 9);

function seedRows() {
  const now = Date.now();
  const post = {
    ...seedPost(new Date(now).toISOString(), 'A thesis trailer, cut three ways.'),
    commentCount: COMMENTS,
  };
  const comments: object[] = [];
  let thread: string | null = null;
  for (let i = 0; i < COMMENTS; i++) {
    const at = new Date(now - (COMMENTS - i) * 60_000).toISOString();
    // One in four answers the last comment that opened a thread.
    const comment = seedComment(
      post,
      at,
      `Comment ${i}: the second cut breathes, keep the long take.`,
      i % 4 === 3 ? thread : null,
    );
    if (comment.parentId === null) thread = comment.id;
    comments.push(comment);
  }
  return { post, comments };
}

/** From Home, a click on the post's text → the post page's first comments painted (ms). */
async function openOnce(cdp: CDPSession, postId: string): Promise<{ ms: number; items: number }> {
  const reply = await cdp.send('Runtime.evaluate', {
    expression: `(async () => {
      const until = (check) => new Promise((resolve) => {
        const poll = () => (check() ? resolve() : setTimeout(poll, 10));
        poll();
      });
      const home = () => document.querySelector('nav[aria-label="Main"] a[href="/"]');
      await until(home);
      home().click();
      await until(() => document.querySelector('a[href="/posts/${postId}"]'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      performance.clearMarks('post:first-comments');
      const clicked = performance.now();
      document.querySelector('a[href="/posts/${postId}"]').click();
      await until(() => performance.getEntriesByName('post:first-comments').length > 0);
      const mark = performance.getEntriesByName('post:first-comments')[0];
      return { ms: mark.startTime - clicked, items: document.querySelectorAll('main li').length };
    })()`,
    awaitPromise: true,
    returnByValue: true,
    timeout: 30_000,
  });
  if (reply.exceptionDetails) throw new Error(reply.exceptionDetails.text);
  return reply.result.value as { ms: number; items: number };
}

export async function benchPostComments(baseUrl: string, member: Member): Promise<void> {
  const { browser, context } = await memberBrowser(baseUrl, member);
  try {
    const page = await context.newPage();
    await homeAfterFirstPull(page, member);
    const { post, comments } = seedRows();
    await putReplicaRows(page, member.user.id, { posts: [post], comments });
    await page.reload();
    const cdp = await context.newCDPSession(page);
    // Warm up: the post page's code and the replica's tables.
    await openOnce(cdp, post.id);
    const runs: number[] = [];
    let items = 0;
    for (let i = 0; i < RUNS; i++) {
      const run = await openOnce(cdp, post.id);
      runs.push(run.ms);
      items = run.items;
    }
    figure(
      'post.first_comments',
      median(runs),
      'ms',
      100,
      `${COMMENTS} comments seeded, the replica keeps its window's newest ${FEED_WINDOW_ITEMS}; the post opened from its card; runs ${runs.map(Math.round).join('/')}`,
    );
    // The rest of the threads follow the first paint.
    await page.waitForTimeout(2_000);
    const later = await page.locator('main li').count();
    info(
      `post: ${items} list items at the first comments' paint, ${later} two seconds later (${COMMENTS} comments)`,
    );
  } finally {
    await browser.close();
  }
}
