// A bounded pool for CPU-heavy work (argon2 hashing): at most `concurrency` jobs run at once, at
// most `queueLimit` wait; anything beyond is refused at once with ServiceBusy (503 Retry-After),
// so a flood of sign-ups cannot take every core and thread from the other requests.
import { ServiceBusy } from '../../http/errors';

export interface HashingPoolOptions {
  concurrency: number;
  queueLimit: number;
}

export interface HashingPool {
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Throws ServiceBusy now if a job would be refused: callers skip work the job depends on. */
  refuseIfFull(): void;
  /** Jobs running and waiting (tests, benchmarks). */
  readonly load: { running: number; waiting: number };
}

/** Before the first job has finished, assume a hash takes this long (argon2id m=19 MiB, t=2). */
const INITIAL_JOB_MS = 50;

export function createHashingPool(options: HashingPoolOptions): HashingPool {
  const concurrency = Math.max(1, options.concurrency);
  const queueLimit = Math.max(0, options.queueLimit);
  const waiting: Array<() => void> = [];
  const load = { running: 0, waiting: 0 };
  let averageJobMs = INITIAL_JOB_MS;

  const release = () => {
    const nextJob = waiting.shift();
    load.waiting = waiting.length;
    if (nextJob) nextJob();
    else load.running -= 1;
  };

  const refuseIfFull = () => {
    if (load.running < concurrency || waiting.length < queueLimit) return;
    const drainMs = ((waiting.length + load.running) * averageJobMs) / concurrency;
    throw new ServiceBusy(Math.max(1, Math.ceil(drainMs / 1000)));
  };

  const acquire = (): Promise<void> => {
    if (load.running < concurrency) {
      load.running += 1;
      return Promise.resolve();
    }
    refuseIfFull();
    // The slot passes straight from the finishing job to the next waiter (running stays equal).
    return new Promise((resolve) => {
      waiting.push(resolve);
      load.waiting = waiting.length;
    });
  };

  return {
    load,
    refuseIfFull,
    async run(job) {
      await acquire();
      const started = performance.now();
      try {
        return await job();
      } finally {
        averageJobMs = averageJobMs * 0.8 + (performance.now() - started) * 0.2;
        release();
      }
    },
  };
}
