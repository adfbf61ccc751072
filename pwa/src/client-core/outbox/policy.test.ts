import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  classifyPushFailure,
  classifyResult,
  decide,
  initialRetryState,
  mayStart,
  parseRetryAfter,
  type RetryState,
  retryDelay,
} from './policy';

const max = () => 0.999_999;
const half = () => 0.5;

describe('classifyResult', () => {
  it('acknowledges every 2xx', () => {
    for (const status of [200, 201, 204]) expect(classifyResult(status, false)).toBe('ack');
    expect(classifyResult(200, true)).toBe('ack');
  });

  it('refuses the permanent 4xx for good', () => {
    for (const status of [400, 403, 404, 409, 410, 413, 422]) {
      expect(classifyResult(status, false)).toBe('reject');
    }
  });

  it('retries 5xx, 429 and 408 the server did not record', () => {
    for (const status of [500, 502, 503, 504, 429, 408]) {
      expect(classifyResult(status, false)).toBe('retry');
    }
  });

  it('acknowledges a DELETE answered 404 (already gone: deletes win), recorded or not', () => {
    expect(classifyResult(404, false, 'DELETE')).toBe('ack');
    expect(classifyResult(404, true, 'DELETE')).toBe('ack');
    for (const method of ['POST', 'PATCH', 'PUT'] as const) {
      expect(classifyResult(404, false, method)).toBe('reject');
    }
    for (const status of [400, 403, 409, 422]) {
      expect(classifyResult(status, false, 'DELETE')).toBe('reject');
    }
  });

  it('waits for the member on an unrecorded 401', () => {
    expect(classifyResult(401, false)).toBe('auth');
  });

  it('treats any recorded non-2xx as final, since a replay returns the stored reply', () => {
    for (const status of [401, 429, 503, 422]) expect(classifyResult(status, true)).toBe('reject');
  });
});

describe('classifyPushFailure', () => {
  it('retries network errors, 5xx, 429 and envelope refusals', () => {
    expect(classifyPushFailure({ kind: 'network' })).toBe('retry');
    for (const status of [500, 503, 429, 400, 403]) {
      expect(classifyPushFailure({ kind: 'status', status })).toBe('retry');
    }
  });
  it('pauses on 401 and shrinks the batch on 413', () => {
    expect(classifyPushFailure({ kind: 'status', status: 401 })).toBe('auth');
    expect(classifyPushFailure({ kind: 'status', status: 413 })).toBe('shrink');
  });
});

describe('backoff', () => {
  it('doubles from 1 s and caps at 30 s', () => {
    const ceilings = [0, 1, 2, 3, 4, 5, 6, 10, 50].map((a) => backoffDelay(a, max));
    expect(ceilings).toEqual([999, 1999, 3999, 7999, 15_999, 29_999, 29_999, 29_999, 29_999]);
  });

  it('uses full jitter (0 up to the ceiling)', () => {
    expect(backoffDelay(3, () => 0)).toBe(0);
    expect(backoffDelay(3, half)).toBe(4000);
  });

  it('never retries before Retry-After', () => {
    expect(retryDelay(0, half, 10_000)).toBe(10_000);
    expect(retryDelay(5, max, 1000)).toBe(29_999);
    expect(retryDelay(1, half)).toBe(1000);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });
  it('reads an HTTP date', () => {
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
  });
  it('ignores missing or malformed values', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});

describe('decide (retry state machine)', () => {
  const now = 1_000_000;

  it('backs off further with every failure without progress', () => {
    let state: RetryState = initialRetryState;
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) {
      const next = decide(state, { kind: 'transient', progressed: false }, now, max);
      state = next.state;
      if (next.decision.action === 'retry') delays.push(next.decision.delayMs);
    }
    expect(delays).toEqual([999, 1999, 3999, 7999, 15_999, 29_999, 29_999]);
    expect(state.attempt).toBe(7);
    expect(state.retryAt).toBe(now + 29_999);
  });

  it('restarts the backoff after progress', () => {
    const failing: RetryState = { attempt: 5, pausedForAuth: false, retryAt: null };
    const next = decide(failing, { kind: 'transient', progressed: true }, now, max);
    expect(next.decision).toEqual({ action: 'retry', delayMs: 999 });
    expect(next.state.attempt).toBe(1);
  });

  it('resets on drained and continues on progress', () => {
    const failing: RetryState = { attempt: 4, pausedForAuth: false, retryAt: now + 5 };
    expect(decide(failing, { kind: 'drained' }, now, max)).toEqual({
      state: { attempt: 0, pausedForAuth: false, retryAt: null },
      decision: { action: 'stop' },
    });
    expect(decide(failing, { kind: 'progress' }, now, max).decision).toEqual({
      action: 'continue',
    });
  });

  it('honours Retry-After over a shorter backoff', () => {
    const next = decide(
      initialRetryState,
      { kind: 'transient', progressed: false, retryAfterMs: 42_000 },
      now,
      half,
    );
    expect(next.decision).toEqual({ action: 'retry', delayMs: 42_000 });
    expect(next.state.retryAt).toBe(now + 42_000);
  });

  it('pauses on 401 until resumed', () => {
    const paused = decide(initialRetryState, { kind: 'unauthorized' }, now, half);
    expect(paused.decision).toEqual({ action: 'pause' });
    expect(paused.state.pausedForAuth).toBe(true);
    const resumed = decide(paused.state, { kind: 'resumed' }, now, half);
    expect(resumed.state).toEqual(initialRetryState);
    expect(resumed.decision).toEqual({ action: 'continue' });
  });
});

describe('mayStart', () => {
  const now = 1_000_000;
  it('starts anything when idle', () => {
    expect(mayStart(initialRetryState, 'visible', now)).toBe(true);
    expect(mayStart(initialRetryState, 'enqueue', now)).toBe(true);
  });

  it('lets only connectivity triggers and the timer cut a pending backoff short', () => {
    const backingOff: RetryState = { attempt: 2, pausedForAuth: false, retryAt: now + 1000 };
    expect(mayStart(backingOff, 'visible', now)).toBe(false);
    expect(mayStart(backingOff, 'enqueue', now)).toBe(false);
    expect(mayStart(backingOff, 'page-start', now)).toBe(false);
    expect(mayStart(backingOff, 'online', now)).toBe(true);
    expect(mayStart(backingOff, 'ws-reconnect', now)).toBe(true);
    expect(mayStart(backingOff, 'background-sync', now)).toBe(true);
    expect(mayStart(backingOff, 'backoff', now)).toBe(true);
    expect(mayStart(backingOff, 'visible', now + 1000)).toBe(true);
  });

  it('starts nothing but resume while signed out', () => {
    const paused: RetryState = { attempt: 0, pausedForAuth: true, retryAt: null };
    expect(mayStart(paused, 'online', now)).toBe(false);
    expect(mayStart(paused, 'backoff', now)).toBe(false);
    expect(mayStart(paused, 'resume', now)).toBe(true);
  });
});
