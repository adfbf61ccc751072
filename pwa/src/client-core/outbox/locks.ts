// The subset of the Web Locks API the drain and pull use, injectable for tests and for hosts
// without `navigator.locks` (where a per-context lock is the best we can do).

interface LockOptions {
  ifAvailable?: boolean;
}

export interface LockManagerLike {
  request<T>(
    name: string,
    options: LockOptions,
    callback: (lock: unknown) => Promise<T> | T,
  ): Promise<T>;
}

/** An in-memory lock manager with Web Locks semantics (exclusive, FIFO, `ifAvailable` → null). */
export function createMemoryLocks(): LockManagerLike {
  const tails = new Map<string, Promise<void>>();
  const held = new Set<string>();
  return {
    async request<T>(
      name: string,
      options: LockOptions,
      callback: (lock: unknown) => Promise<T> | T,
    ): Promise<T> {
      if (options.ifAvailable && (held.has(name) || tails.has(name))) return callback(null);
      const previous = tails.get(name) ?? Promise.resolve();
      let release!: () => void;
      const mine = new Promise<void>((resolve) => {
        release = resolve;
      });
      const tail = previous.then(() => mine);
      tails.set(name, tail);
      await previous;
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
        release();
        if (tails.get(name) === tail) tails.delete(name);
      }
    },
  };
}

/** `navigator.locks` when the host has it (pages and service workers), else a memory lock. */
export function defaultLocks(): LockManagerLike {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks ?? createMemoryLocks();
}
