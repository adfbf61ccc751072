import { describe, expect, it } from 'vitest';
import { ServiceBusy } from '../../http/errors';
import { createHashingPool } from './hashing-pool';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('HashingPool', () => {
  it('runs at most `concurrency` jobs, queues up to the limit, refuses the rest at once', async () => {
    const pool = createHashingPool({ concurrency: 2, queueLimit: 3 });
    const gates = Array.from({ length: 5 }, deferred);
    let running = 0;
    let peak = 0;
    const jobs = gates.map((gate, i) =>
      pool.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await gate.promise;
        running -= 1;
        return i;
      }),
    );
    expect(pool.load).toEqual({ running: 2, waiting: 3 });
    expect(() => pool.refuseIfFull()).toThrow(ServiceBusy);
    const refused = pool.run(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(ServiceBusy);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) });

    for (const gate of gates) gate.resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a job fails', async () => {
    const pool = createHashingPool({ concurrency: 1, queueLimit: 0 });
    await expect(pool.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await pool.run(async () => 'next')).toBe('next');
  });
});
