// A manual clock for tests. `advance` fires due timers in time order and awaits what their
// callbacks return, so a retry started by a timer has finished when `advance` resolves.
import type { Clock, TimerHandle } from '../clock';

interface Timer {
  id: number;
  at: number;
  fn: () => unknown;
}

export interface FakeClock extends Clock {
  advance(ms: number): Promise<void>;
  /** Due times of the pending timers, soonest first. */
  pendingTimers(): number[];
}

export function createFakeClock(start = 1_700_000_000_000): FakeClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, Timer>();
  return {
    now: () => now,
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.set(id, { id, at: now + Math.max(0, ms), fn });
      return id;
    },
    clearTimeout(handle: TimerHandle) {
      timers.delete(handle as number);
    },
    async advance(ms) {
      const target = now + ms;
      for (;;) {
        const due = [...timers.values()]
          .filter((t) => t.at <= target)
          .sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (!due) break;
        timers.delete(due.id);
        now = due.at;
        await due.fn();
      }
      now = target;
    },
    pendingTimers: () => [...timers.values()].map((t) => t.at).sort((a, b) => a - b),
  };
}
