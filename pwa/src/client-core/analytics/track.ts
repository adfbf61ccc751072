// Usage analytics from the client (spec part 2 §7 "Client usage analytics"): best effort — it
// never blocks or breaks the screen, its failures are swallowed, nothing is recorded when the
// browser asks not to be tracked or the member turned it off on this device, and events made
// offline are sent when the network is back (queue.ts).
import { apiPaths } from '@greenroom/shared-model/api-paths';
import {
  ERROR_REPORTS_PER_MINUTE,
  SEARCH_ANALYTICS_MIN_CHARS,
} from '@greenroom/shared-model/constants';
import type {
  ContentViewBody,
  FeatureUsageBody,
  TextHighlightBody,
  UserActionBody,
} from '@greenroom/shared-model/schemas/analytics';
import { createClickBatcher } from './clicks';
import { analyticsQueue } from './queue';

const action = (body: UserActionBody, now = false) =>
  analyticsQueue.add({ path: apiPaths.analytics.userAction, body }, { now });

const here = () => (typeof location === 'undefined' ? '' : location.pathname);

/** A page view of `page` (a page name, helpers/page-names.ts) at this address. */
export function trackPageView(page: string): void {
  action({ action: 'page_view', page, metadata: { path: here() } });
}

const clicks = createClickBatcher(
  (events) => {
    for (const body of events) analyticsQueue.add({ path: apiPaths.analytics.userAction, body });
    void analyticsQueue.flush();
  },
  {
    now: () => Date.now(),
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
);

/** A click on a button or link, named by what the member reads on it. */
export function trackClick(page: string, targetType: string, targetId: string): void {
  clicks.click({ action: 'click', page, targetType, targetId });
}

/** Hands the gathered clicks over and sends what waits (the page is being hidden). */
export function flushTracking(keepalive: boolean): void {
  clicks.flush();
  void analyticsQueue.flush(keepalive);
}

/** A search of more than 2 characters, after its debounce. */
export function trackSearch(page: string, query: string, searchType: 'users' | 'jobs'): void {
  const q = query.trim();
  if (q.length <= SEARCH_ANALYTICS_MIN_CHARS) return;
  // Metadata is bounded (ANALYTICS_METADATA_MAX_BYTES): a pasted essay must not cost the batch.
  action({ action: 'search', page, metadata: { query: q.slice(0, 200), searchType } });
}

/** A filter chosen (skill, school, major, class year, payment). */
export function trackFilter(page: string, filterType: string, filterValue: string): void {
  if (!filterValue) return;
  action({
    action: 'filter',
    page,
    metadata: { filterType: filterType.slice(0, 200), filterValue: filterValue.slice(0, 200) },
  });
}

/** A job opened, applied to or saved. */
export function trackJobClick(jobId: string, clickType: 'view' | 'apply' | 'save'): void {
  action({
    action: 'job_click',
    page: here(),
    targetType: 'job',
    targetId: jobId,
    metadata: { clickType },
  });
}

export function trackContentView(body: ContentViewBody): void {
  analyticsQueue.add({ path: apiPaths.analytics.contentView, body });
}

export function trackTextHighlight(body: TextHighlightBody): void {
  analyticsQueue.add({ path: apiPaths.analytics.textHighlight, body });
}

/** A feature used: whether it worked, why not, and how long it took (ms). */
function trackFeatureUsage(feature: string, startedAt: number, error?: unknown): void {
  const body: FeatureUsageBody = {
    feature,
    success: error === undefined,
    errorMessage:
      error === undefined
        ? null
        : String(error instanceof Error ? error.message : error).slice(0, 2000),
    timeTaken: Math.max(0, Math.round(performance.now() - startedAt)),
  };
  analyticsQueue.add({ path: apiPaths.analytics.featureUsage, body });
}

let reportTimes: number[] = [];

/** A failed read or write, or a render error: at most ERROR_REPORTS_PER_MINUTE a minute. */
export function reportError(report: Record<string, unknown>): void {
  const now = Date.now();
  reportTimes = reportTimes.filter((t) => now - t < 60_000);
  if (reportTimes.length >= ERROR_REPORTS_PER_MINUTE) return;
  reportTimes.push(now);
  analyticsQueue.add({
    path: apiPaths.analytics.error,
    body: {
      timestamp: new Date(now).toISOString(),
      url: String(globalThis.location?.href ?? ''),
      ...report,
    },
  });
}

/** Runs a feature's action and records its use (worked or not, how long); rethrows. */
export async function usingFeature<T>(feature: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    const result = await run();
    trackFeatureUsage(feature, started);
    return result;
  } catch (error) {
    trackFeatureUsage(feature, started, error);
    throw error;
  }
}
