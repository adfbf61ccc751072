// Time is injected everywhere so that backoff and debouncing run on a fake clock in tests, and so
// that the same code runs in pages and in the service worker.

export type TimerHandle = unknown;

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Source of randomness in [0, 1) for jitter; injected so that tests are deterministic. */
export type Random = () => number;
