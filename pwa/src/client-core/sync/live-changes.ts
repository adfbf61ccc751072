// Live changes from a poke (ADR 009): applied in ONE Dexie transaction when they follow on from
// the replica's position (shared-model helpers/snapshot.ts), so the member sees another
// member's post without a pull; otherwise nothing is touched and the caller pulls.

import { REPLICA_TABLES } from '@greenroom/shared-model/entities';
import {
  followsOn,
  type SnapshotLike,
  XID_PATTERN,
} from '@greenroom/shared-model/helpers/snapshot';
import type { Change, LiveChanges } from '@greenroom/shared-model/schemas/sync';
import { getMeta, type MemberDb, setMeta } from '../local-db/member-db';
import { pendingKeys } from '../outbox/pending';
import { applyChanges } from './pull';
import { type InvalidRow, type RowCheck, validateChanges } from './replica-row-check';

export type LiveOutcome = 'applied' | 'gap';

const isXid = (v: unknown): v is string => typeof v === 'string' && XID_PATTERN.test(v);

function isSnapshot(v: unknown): v is SnapshotLike {
  const s = v as Partial<SnapshotLike> | null;
  return !!s && isXid(s.xmin) && isXid(s.xmax) && Array.isArray(s.xip) && s.xip.every(isXid);
}

function isChange(v: unknown): v is Change {
  const c = v as Partial<Change> | null;
  return (
    !!c &&
    (c.op === 'put' || c.op === 'del') &&
    typeof c.entity === 'string' &&
    typeof c.id === 'string'
  );
}

/** The poke's `live` part, checked for shape (the socket delivers untyped JSON). */
export function parseLiveChanges(value: unknown): LiveChanges | null {
  const live = value as Partial<LiveChanges> | null;
  if (!live || !isXid(live.from) || typeof live.cursor !== 'string') return null;
  if (!isSnapshot(live.snapshot) || !Array.isArray(live.changes)) return null;
  if (!live.changes.every(isChange)) return null;
  return live as LiveChanges;
}

export async function applyLiveChanges(
  db: MemberDb,
  live: LiveChanges,
  check: RowCheck = {},
): Promise<LiveOutcome> {
  const verdicts = await validateChanges(live.changes, check.validateRows);
  let invalid: InvalidRow[] = [];
  const outcome = await db.transaction('rw', [...REPLICA_TABLES, 'outbox', 'meta'], async () => {
    invalid = [];
    const position = {
      watermark: await getMeta(db, 'watermark'),
      snapshot: await getMeta(db, 'snapshot'),
      required: (await getMeta(db, 'requiredTxids')) ?? [],
    };
    if (!followsOn(position, live)) return 'gap' as const;
    const pending = await pendingKeys(db);
    // Whether the server has this client's queued writes is unknown here: optimistic rows stay
    // (their acknowledgement brings the server's row).
    invalid = await applyChanges(db, live.changes, pending, 0, verdicts);
    await setMeta(db, 'cursor', live.cursor);
    await setMeta(db, 'watermark', live.snapshot.xmin);
    await setMeta(db, 'snapshot', live.snapshot);
    await setMeta(db, 'requiredTxids', []);
    return 'applied' as const;
  });
  if (outcome === 'applied') for (const bad of invalid) check.onInvalidRow?.(bad);
  return outcome;
}
