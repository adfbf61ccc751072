// Clicks (spec part 2 §9): one recorded every 2 s at most, gathered and handed over in one batch
// 5 s after the last one.
import { CLICK_BATCH_FLUSH_MS, CLICK_THROTTLE_MS } from '@greenroom/shared-model/constants';
import type { UserActionBody } from '@greenroom/shared-model/schemas/analytics';

export interface ClickTimers {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export function createClickBatcher(send: (events: UserActionBody[]) => void, timers: ClickTimers) {
  let last = Number.NEGATIVE_INFINITY;
  const buffer: UserActionBody[] = [];
  let timer: unknown;
  const flush = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    if (buffer.length > 0) send(buffer.splice(0));
  };
  return {
    click(event: UserActionBody) {
      const at = timers.now();
      if (at - last < CLICK_THROTTLE_MS) return;
      last = at;
      buffer.push(event);
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = timers.setTimeout(flush, CLICK_BATCH_FLUSH_MS);
    },
    /** Hands over what is gathered now (the page is being hidden). */
    flush,
    pending: () => buffer.length,
  };
}
