// The one write path: optimistic change + outbox entry in ONE Dexie transaction. If `apply` (or
// capturing the undo) throws, nothing is written: no row change and no entry.
import type { MutationName } from '@greenroom/shared-model/schemas/mutations';
import type { Transaction } from 'dexie';
import {
  type HttpMethod,
  type MemberDb,
  type OutboxEntry,
  REPLICA_TABLES,
  type ReplicaOp,
  type ReplicaTableName,
  rowKey,
} from '../local-db/member-db';
import { opKey } from './undo';

export interface EnqueueRequest {
  /** The write's mutation in shared-model: what the toasts and rejection texts go by. */
  name: MutationName;
  method: HttpMethod;
  /** The spec's REST path, e.g. `/api/posts`. */
  path: string;
  /** Already parsed by the mutation's schema (`enqueueMutation`). */
  body?: unknown;
  /**
   * Prior state of every row `apply` changes. Either data, or a function run inside the
   * transaction BEFORE `apply` (e.g. `tx => captureUndo(tx, 'posts', id)`).
   */
  undo: readonly ReplicaOp[] | ((tx: Transaction) => Promise<readonly ReplicaOp[]>);
  /** The optimistic change; use only Dexie operations (they join the transaction). */
  apply(tx: Transaction): void | Promise<void>;
  /** The row the call is about; a 2xx reply that is this entity replaces the row. */
  entity?: ReplicaTableName;
  entityId?: string;
  /** Replica tables `apply` touches; all replica tables when omitted. */
  tables?: readonly ReplicaTableName[];
}

export async function enqueue(db: MemberDb, request: EnqueueRequest): Promise<OutboxEntry> {
  const tables = request.tables ?? REPLICA_TABLES;
  const scope = [...new Set<string>([...tables, 'outbox', 'meta'])];
  return db.transaction('rw', scope, async (tx) => {
    const undo = typeof request.undo === 'function' ? await request.undo(tx) : request.undo;
    await request.apply(tx);
    const next = ((await db.meta.get('nextMutationId'))?.value as number | undefined) ?? 1;
    await db.meta.put({ key: 'nextMutationId', value: next + 1 });
    const touched = new Set(undo.map(opKey));
    if (request.entity && request.entityId) touched.add(rowKey(request.entity, request.entityId));
    const entry: OutboxEntry = {
      mutationId: next,
      name: request.name,
      key: crypto.randomUUID(),
      method: request.method,
      path: request.path,
      undo: [...undo],
      touched: [...touched],
      createdAt: Date.now(),
      attempts: 0,
    };
    if (request.body !== undefined) entry.body = request.body;
    if (request.entity) entry.entity = request.entity;
    if (request.entityId) entry.entityId = request.entityId;
    await db.outbox.add(entry);
    return entry;
  });
}
