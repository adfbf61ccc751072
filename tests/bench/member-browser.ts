// A member's browser for the benches that open the built app: Debian Chromium, a context holding
// the member's session cookie, and a page on which the member's first pull has recorded its
// position (rows put into the replica after it stay: replica-seed.ts).
import { type Browser, type BrowserContext, chromium, expect, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { replicaHasPulled } from '../support/replica-position';
import type { Member } from '../sync/support/member-http';

export interface MemberBrowser {
  browser: Browser;
  context: BrowserContext;
}

export async function memberBrowser(baseUrl: string, member: Member): Promise<MemberBrowser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  // BENCH_REDUCED_MOTION=1: the member asks for reduced motion, so navigations do not cross-fade
  // (an A/B of the view transitions, ADR 047).
  const context = await browser.newContext({
    baseURL: baseUrl,
    serviceWorkers: 'allow',
    reducedMotion: process.env.BENCH_REDUCED_MOTION === '1' ? 'reduce' : 'no-preference',
  });
  const url = new URL(baseUrl);
  await context.addCookies(
    member
      .cookie()
      .split('; ')
      .map((pair) => {
        const at = pair.indexOf('=');
        return {
          name: pair.slice(0, at),
          value: pair.slice(at + 1),
          domain: url.hostname,
          path: '/',
        };
      }),
  );
  return { browser, context };
}

/** Home opened and the member's first pull done (its reset would drop rows seeded before). */
export async function homeAfterFirstPull(page: Page, member: Member): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
  await expect.poll(() => replicaHasPulled(page, member.user.id), { timeout: 30_000 }).toBe(true);
}
