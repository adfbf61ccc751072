import { describe, expect, it } from 'vitest';
import { createClickBatcher } from './clicks';

function fakeTimers() {
  let now = 0;
  let next = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    timers: {
      now: () => now,
      setTimeout: (run: () => void, ms: number) => {
        const id = next++;
        timers.set(id, { at: now + ms, run });
        return id;
      },
      clearTimeout: (id: unknown) => void timers.delete(id as number),
    },
    advance(ms: number) {
      now += ms;
      for (const [id, t] of [...timers]) {
        if (t.at <= now) {
          timers.delete(id);
          t.run();
        }
      }
    },
  };
}

const click = (id: string) => ({ action: 'click' as const, page: 'jobs', targetId: id });

describe('clicks', () => {
  it('records one click every 2 s at most and hands them over 5 s after the last', () => {
    const clock = fakeTimers();
    const batches: string[][] = [];
    const clicks = createClickBatcher(
      (events) => batches.push(events.map((e) => e.targetId!)),
      clock.timers,
    );
    clicks.click(click('a'));
    clock.advance(500);
    clicks.click(click('ignored'));
    clock.advance(1600);
    clicks.click(click('b'));
    clock.advance(4999);
    expect(batches).toEqual([]);
    clock.advance(1);
    expect(batches).toEqual([['a', 'b']]);
    expect(clicks.pending()).toBe(0);
  });

  it('hands over at once when flushed (page hidden)', () => {
    const clock = fakeTimers();
    const batches: string[][] = [];
    const clicks = createClickBatcher(
      (events) => batches.push(events.map((e) => e.targetId!)),
      clock.timers,
    );
    clicks.click(click('a'));
    clicks.flush();
    expect(batches).toEqual([['a']]);
    clock.advance(10_000);
    expect(batches).toEqual([['a']]);
  });
});
