// The device's queue of usage events: kept in localStorage until sent, so that events made
// offline (or while a send fails) go out later; bounded (the oldest dropped first). Page views,
// clicks, searches, filters and job clicks travel together through /api/analytics/batch; the
// other kinds one call each. It never throws and never blocks the screen; a refusal (400, 401)
// drops the event, a 429 waits a minute, a network failure keeps the events for the next try.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import {
  ANALYTICS_BATCH_MAX_EVENTS,
  ANALYTICS_QUEUE_MAX_EVENTS,
} from '@greenroom/shared-model/constants';
import { trackingAllowed } from './consent';

export type QueuedEvent = { path: string; body: unknown };

export interface QueueDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  send: (path: string, body: unknown, keepalive: boolean) => Promise<number | 'network'>;
  now: () => number;
  online: () => boolean;
}

const KEY = 'greenroom:analytics-queue';
const FLUSH_DELAY_MS = 1000;
const BACK_OFF_MS = 60_000;
const MAX_REQUESTS_PER_FLUSH = 20;

/** One request per batchable run (user actions, up to the batch size), one per other event. */
export function planRequests(
  events: readonly QueuedEvent[],
): { path: string; body: unknown; count: number }[] {
  const plan: { path: string; body: unknown; count: number }[] = [];
  let actions: unknown[] = [];
  const close = () => {
    if (actions.length > 0) {
      plan.push({
        path: apiPaths.analytics.batch,
        body: { events: actions },
        count: actions.length,
      });
      actions = [];
    }
  };
  for (const event of events) {
    if (event.path === apiPaths.analytics.userAction) {
      actions.push(event.body);
      if (actions.length === ANALYTICS_BATCH_MAX_EVENTS) close();
    } else {
      close();
      plan.push({ path: event.path, body: event.body, count: 1 });
    }
  }
  close();
  return plan;
}

export function createAnalyticsQueue(deps: QueueDeps) {
  let enabled = false;
  let retryAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const read = (): QueuedEvent[] => {
    try {
      const parsed = JSON.parse(deps.storage.getItem(KEY) ?? '[]') as unknown;
      return Array.isArray(parsed) ? (parsed as QueuedEvent[]) : [];
    } catch {
      return [];
    }
  };
  const write = (events: readonly QueuedEvent[]) => {
    try {
      if (events.length === 0) deps.storage.removeItem(KEY);
      else deps.storage.setItem(KEY, JSON.stringify(events.slice(-ANALYTICS_QUEUE_MAX_EVENTS)));
    } catch {
      // Storage full or refused: the events are lost, the screen is not.
    }
  };

  let inFlight: Promise<void> | null = null;
  let again = false;
  let againKeepalive = false;

  /** Sends what waits; a call during a send runs once more right after it. */
  function flush(keepalive = false): Promise<void> {
    if (inFlight) {
      again = true;
      againKeepalive ||= keepalive;
      return inFlight;
    }
    inFlight = (async () => {
      let withKeepalive = keepalive;
      do {
        again = false;
        await sendOnce(withKeepalive);
        withKeepalive = againKeepalive;
        againKeepalive = false;
      } while (again);
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  async function sendOnce(keepalive: boolean): Promise<void> {
    if (!enabled || !deps.online() || deps.now() < retryAt) return;
    const taken = read();
    if (taken.length === 0) return;
    write([]);
    const plan = planRequests(taken).slice(0, MAX_REQUESTS_PER_FLUSH);
    let sent = 0;
    for (const request of plan) {
      const outcome = await deps
        .send(request.path, request.body, keepalive)
        .catch(() => 'network' as const);
      if (outcome === 'network' || outcome === 429) {
        if (outcome === 429) retryAt = deps.now() + BACK_OFF_MS;
        break;
      }
      sent += request.count;
    }
    // What was not sent goes back in front of anything queued meanwhile.
    write([...taken.slice(sent), ...read()]);
  }

  return {
    /** Sending starts for a signed-in member and stops at sign-out (visitors send nothing). */
    setEnabled(on: boolean) {
      enabled = on;
      if (on) void flush();
    },
    /** Kept even before sending starts (a screen's first filters, read from its address, are
     * recorded while the page loads); sent once a member is signed in. */
    add(event: QueuedEvent, options: { now?: boolean } = {}) {
      if (!trackingAllowed()) return;
      write([...read(), event]);
      if (!enabled) return;
      if (timer !== undefined) clearTimeout(timer);
      if (options.now) void flush();
      else timer = setTimeout(() => void flush(), FLUSH_DELAY_MS);
    },
    flush,
    /** What is waiting (tests, and the settings' opt-out clearing it). */
    pending: read,
    clear: () => write([]),
  };
}

/** The page's queue: fetch with the session cookie; the reply is read so the request ends. */
export const analyticsQueue = createAnalyticsQueue({
  storage: {
    getItem: (k) => globalThis.localStorage?.getItem(k) ?? null,
    setItem: (k, v) => globalThis.localStorage?.setItem(k, v),
    removeItem: (k) => globalThis.localStorage?.removeItem(k),
  },
  send: async (path, body, keepalive) => {
    try {
      const reply = await fetch(path, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        keepalive,
      });
      await reply.text();
      return reply.status;
    } catch {
      return 'network';
    }
  },
  now: () => Date.now(),
  online: () => navigator.onLine,
});
