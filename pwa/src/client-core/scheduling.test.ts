import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('./scheduling');
}

describe('whenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('performance', { mark: vi.fn() });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first paint, then for an idle moment', async () => {
    const { whenIdle, markFirstPainted } = await freshModule();
    const run = vi.fn();
    whenIdle(run);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).not.toHaveBeenCalled();
    markFirstPainted();
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(performance.mark).toHaveBeenCalledWith('app:first-paint');
  });

  it('runs at once (next idle moment) when the first paint is past', async () => {
    const { whenIdle, markFirstPainted } = await freshModule();
    markFirstPainted();
    const run = vi.fn();
    whenIdle(run);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the paint or before the idle moment, never runs', async () => {
    const { whenIdle, markFirstPainted } = await freshModule();
    const early = vi.fn();
    const late = vi.fn();
    whenIdle(early)();
    const cancelLate = whenIdle(late);
    markFirstPainted();
    cancelLate();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('opens by itself when no first paint is ever reported', async () => {
    const { whenIdle } = await freshModule();
    const run = vi.fn();
    whenIdle(run);
    await vi.advanceTimersByTimeAsync(4999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
