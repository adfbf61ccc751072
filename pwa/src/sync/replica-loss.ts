// A replica the browser deleted under a live session (issue 35, ADR 047). IndexedDB may be
// cleared by the browser (storage pressure, Safari after days without a visit) while the session
// cookie lives on: the app then finds an empty database for a member who had one. Two marks in
// localStorage, which such a clearing of IndexedDB alone leaves, tell it apart from a first
// sign-in on this device: the replica was built here once, and how many writes were waiting the
// last time this device counted them.
const BUILT_PREFIX = 'greenroom:replica-built:';
const WAITING_PREFIX = 'greenroom:writes-waiting:';

type Marks = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function quietly<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    // Storage refused: nothing is known, nothing kept.
    return fallback;
  }
}

/** What the start of a member's sync finds. */
export type ReplicaFinding =
  | { kind: 'intact' }
  /** No replica was ever built for this member on this device: a first sync, as usual. */
  | { kind: 'first' }
  /** The replica was built here and is gone: rebuild it; `lostWrites` were waiting in it. */
  | { kind: 'lost'; lostWrites: number };

/**
 * `synced`: the member's database holds a completed pull (its `lastSyncedAt`). Read before this
 * page counts its (empty) outbox into the marks. A loss is told once: the waiting count is reset.
 */
export function findReplica(marks: Marks, userId: string, synced: boolean): ReplicaFinding {
  if (synced) return { kind: 'intact' };
  const built = quietly(() => marks.getItem(BUILT_PREFIX + userId) !== null, false);
  if (!built) return { kind: 'first' };
  const waiting = quietly(() => Number(marks.getItem(WAITING_PREFIX + userId) ?? 0), 0);
  const lostWrites = Number.isInteger(waiting) && waiting > 0 ? waiting : 0;
  if (lostWrites > 0) quietly(() => marks.removeItem(WAITING_PREFIX + userId), undefined);
  return { kind: 'lost', lostWrites };
}

/** The member's replica holds a completed pull. */
export function markReplicaBuilt(marks: Marks, userId: string): void {
  quietly(() => marks.setItem(BUILT_PREFIX + userId, '1'), undefined);
}

/** How many writes wait in the member's outbox, as this page last counted them. */
export function noteWritesWaiting(marks: Marks, userId: string, count: number): void {
  quietly(() => {
    if (count > 0) marks.setItem(WAITING_PREFIX + userId, String(count));
    else marks.removeItem(WAITING_PREFIX + userId);
  }, undefined);
}

/** The member removed their data from this device: a later sign-in is a first one. */
export function forgetReplicaMarks(marks: Marks, userId: string): void {
  quietly(() => {
    marks.removeItem(BUILT_PREFIX + userId);
    marks.removeItem(WAITING_PREFIX + userId);
  }, undefined);
}
