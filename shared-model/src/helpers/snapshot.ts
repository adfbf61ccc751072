// Ordering database snapshots, so that a client can apply live changes without a pull when they
// are at least as new as everything its replica holds (ADR 009). Xids are decimal strings of
// xid8 values (never wrap).

/** A transaction id (xid8) as the server writes it: a decimal string. */
export const XID_PATTERN = /^\d{1,20}$/;

export interface SnapshotLike {
  readonly xmin: string;
  readonly xmax: string;
  readonly xip: readonly string[];
}

/** The replica's position: see MetaValues in pwa/src/client-core/local-db/member-db.ts. */
export interface ReplicaPosition {
  /** Every change with txid below it is in the replica. */
  readonly watermark: string | undefined;
  /** The newest snapshot the replica was read from. */
  readonly snapshot: SnapshotLike | undefined;
  /** Transactions whose rows the replica holds from push replies (not yet in `snapshot`). */
  readonly required: readonly string[];
}

/** Did transaction `txid` (if it committed) commit before `snap` was taken? */
export function isVisibleIn(txid: string, snap: SnapshotLike): boolean {
  const t = BigInt(txid);
  if (t < BigInt(snap.xmin)) return true;
  return t < BigInt(snap.xmax) && !snap.xip.includes(txid);
}

/** Does `later` see every transaction `earlier` saw? */
export function covers(later: SnapshotLike, earlier: SnapshotLike): boolean {
  const horizon = BigInt(earlier.xmax);
  if (horizon > BigInt(later.xmax)) return false;
  return later.xip.every((x) => BigInt(x) >= horizon || earlier.xip.includes(x));
}

/** May live changes (`from`, `snapshot`) be applied on top of a replica at `position`? */
export function followsOn(
  position: ReplicaPosition,
  live: { readonly from: string; readonly snapshot: SnapshotLike },
): boolean {
  if (position.watermark === undefined || position.snapshot === undefined) return false;
  if (BigInt(live.from) > BigInt(position.watermark)) return false;
  if (!covers(live.snapshot, position.snapshot)) return false;
  return position.required.every((t) => isVisibleIn(t, live.snapshot));
}
