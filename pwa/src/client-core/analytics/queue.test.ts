import { apiPaths } from '@greenroom/shared-model/api-paths';
import { ANALYTICS_QUEUE_MAX_EVENTS } from '@greenroom/shared-model/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memory-storage';
import { setDeviceOptOut } from './consent';
import { createAnalyticsQueue, planRequests, type QueueDeps } from './queue';

const click = (n: number) => ({
  path: apiPaths.analytics.userAction,
  body: { action: 'click', page: 'jobs', targetId: `b${n}` },
});
const view = {
  path: apiPaths.analytics.contentView,
  body: { contentType: 'post', contentId: 'p' },
};

function setup(overrides: Partial<QueueDeps> = {}) {
  const sent: { path: string; body: unknown; keepalive: boolean }[] = [];
  let clock = 1_000;
  let answer: number | 'network' = 200;
  const deps: QueueDeps = {
    storage: memoryStorage(),
    send: async (path, body, keepalive) => {
      if (answer === 'network') return 'network';
      sent.push({ path, body, keepalive });
      return answer;
    },
    now: () => clock,
    online: () => true,
    ...overrides,
  };
  const queue = createAnalyticsQueue(deps);
  return {
    queue,
    sent,
    answer: (a: number | 'network') => {
      answer = a;
    },
    tick: (ms: number) => {
      clock += ms;
    },
  };
}

beforeEach(() => {
  vi.stubGlobal('navigator', { doNotTrack: null, onLine: true });
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('planRequests', () => {
  it('sends runs of user actions as batches of at most 100, other kinds one by one, in order', () => {
    const events = [...Array.from({ length: 150 }, (_, i) => click(i)), view, click(999)];
    const plan = planRequests(events);
    expect(plan.map((r) => [r.path, r.count])).toEqual([
      [apiPaths.analytics.batch, 100],
      [apiPaths.analytics.batch, 50],
      [apiPaths.analytics.contentView, 1],
      [apiPaths.analytics.batch, 1],
    ]);
  });
});

describe('the analytics queue', () => {
  it('sends nothing until enabled (a signed-in member), then what was kept meanwhile', async () => {
    const { queue, sent } = setup();
    queue.add(click(1), { now: true });
    await queue.flush();
    expect(sent).toEqual([]);
    expect(queue.pending()).toEqual([click(1)]);
    queue.setEnabled(true);
    queue.add(view);
    await queue.flush();
    expect(sent.map((s) => s.path)).toEqual([
      apiPaths.analytics.batch,
      apiPaths.analytics.contentView,
    ]);
    expect(queue.pending()).toEqual([]);
  });

  it('keeps events while offline or unreachable, and sends them later in order', async () => {
    let online = false;
    const { queue, sent, answer } = setup({ online: () => online });
    queue.setEnabled(true);
    queue.add(click(1));
    queue.add(view);
    await queue.flush();
    expect(sent).toEqual([]);
    online = true;
    answer('network');
    await queue.flush();
    expect(queue.pending()).toHaveLength(2);
    answer(200);
    queue.add(click(3));
    await queue.flush();
    expect(sent.map((s) => s.path)).toEqual([
      apiPaths.analytics.batch,
      apiPaths.analytics.contentView,
      apiPaths.analytics.batch,
    ]);
    expect((sent[0]!.body as { events: unknown[] }).events).toEqual([click(1).body]);
    expect(queue.pending()).toEqual([]);
  });

  it('drops what the server refuses, and waits a minute after a 429', async () => {
    const { queue, sent, answer, tick } = setup();
    queue.setEnabled(true);
    answer(400);
    queue.add(view);
    await queue.flush();
    expect(queue.pending()).toEqual([]);
    answer(429);
    queue.add(click(1));
    await queue.flush();
    expect(queue.pending()).toHaveLength(1);
    answer(200);
    await queue.flush();
    expect(queue.pending()).toHaveLength(1);
    tick(60_001);
    await queue.flush();
    expect(queue.pending()).toEqual([]);
    expect(sent.at(-1)!.path).toBe(apiPaths.analytics.batch);
  });

  it('keeps at most ANALYTICS_QUEUE_MAX_EVENTS, the newest', () => {
    const { queue } = setup({ online: () => false });
    queue.setEnabled(true);
    for (let i = 0; i < ANALYTICS_QUEUE_MAX_EVENTS + 20; i++) queue.add(click(i));
    const pending = queue.pending();
    expect(pending).toHaveLength(ANALYTICS_QUEUE_MAX_EVENTS);
    expect(pending[0]).toEqual(click(20));
  });

  it('records nothing when the browser asks not to be tracked, or the member opted out', () => {
    const { queue } = setup({ online: () => false });
    queue.setEnabled(true);
    vi.stubGlobal('navigator', { doNotTrack: '1', onLine: false });
    queue.add(click(1));
    vi.stubGlobal('navigator', { globalPrivacyControl: true, onLine: false });
    queue.add(click(2));
    vi.stubGlobal('navigator', { onLine: false });
    setDeviceOptOut(true);
    queue.add(click(3));
    expect(queue.pending()).toEqual([]);
    setDeviceOptOut(false);
    queue.add(click(4));
    expect(queue.pending()).toEqual([click(4)]);
  });

  it('sends with keepalive when the page is being hidden', async () => {
    const { queue, sent } = setup();
    queue.setEnabled(true);
    queue.add(click(1));
    await queue.flush(true);
    expect(sent[0]!.keepalive).toBe(true);
  });
});
