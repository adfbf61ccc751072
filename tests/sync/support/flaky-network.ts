// A client's network that can go down: while it is down every call fails with a network error,
// either before the request leaves (never reached the server) or after the server answered (the
// reply is lost on the way back — the case idempotency exists for).
import type { FetchLike } from '@greenroom/pwa/client-core/sync/transport';

export interface FlakyNetwork {
  /** Wraps a fetch so that it obeys this switch. */
  wrap(inner: FetchLike): FetchLike;
  /** Goes down; `after` is the share of failures that happen after the server answered. */
  down(afterShare?: number): void;
  up(): void;
  isDown(): boolean;
  /** Counters: requests sent, failed before sending, replies dropped after the server answered. */
  stats: { sent: number; failedBefore: number; droppedAfter: number };
}

export function createFlakyNetwork(random: () => number = Math.random): FlakyNetwork {
  let isDown = false;
  let afterShare = 0.5;
  const stats = { sent: 0, failedBefore: 0, droppedAfter: 0 };
  return {
    stats,
    wrap(inner) {
      return async (input, init) => {
        if (isDown && random() >= afterShare) {
          stats.failedBefore++;
          throw new TypeError('fetch failed (network down)');
        }
        const dropAfter = isDown;
        stats.sent++;
        const res = await inner(input, init);
        if (dropAfter) {
          // The server has processed the call; read the reply fully, then lose it.
          await res.arrayBuffer().catch(() => {});
          stats.droppedAfter++;
          throw new TypeError('fetch failed (reply lost)');
        }
        return res;
      };
    },
    down(share = 0.5) {
      isDown = true;
      afterShare = share;
    },
    up() {
      isDown = false;
    },
    isDown: () => isDown,
  };
}

/** A deterministic PRNG (mulberry32) so a chaos run is reproducible from its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
