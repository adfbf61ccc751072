// Optimistic writes and their undo, as data. Every helper must run inside the enqueue (or drain,
// or pull) Dexie transaction: they only use Dexie operations, so they join it.
import { keyFieldOf, rowKeyOf } from '@greenroom/shared-model/entities';
import type { Dexie, Table, Transaction } from 'dexie';
import {
  type ReplicaEntities,
  type ReplicaOp,
  type ReplicaRow,
  type ReplicaTableName,
  rowKey,
} from '../local-db/member-db';

/** A Dexie transaction or database; both reach tables by name. */
export type TableHost = Transaction | Dexie;

export function rowsOf(host: TableHost, table: ReplicaTableName): Table<ReplicaRow, string> {
  return (host as Transaction).table<ReplicaRow, string>(table);
}

/** Undo of a create: delete the row again. */
export function undoCreate(table: ReplicaTableName, id: string): ReplicaOp[] {
  return [{ table, op: 'delete', id }];
}

/**
 * Undo of an update or delete: the rows as they are now (or "delete" when absent). Call it in the
 * transaction before changing the rows.
 */
export async function captureUndo(
  host: TableHost,
  table: ReplicaTableName,
  ids: string | readonly string[],
): Promise<ReplicaOp[]> {
  const list = typeof ids === 'string' ? [ids] : ids;
  const rows = await rowsOf(host, table).bulkGet([...list]);
  return list.map((id, i): ReplicaOp => {
    const row = rows[i];
    return row ? { table, op: 'put', row: withoutPending(row) } : { table, op: 'delete', id };
  });
}

/** Optimistic put: the row is shown at once, marked pending until acknowledged. */
export async function putPending<T extends ReplicaTableName>(
  host: TableHost,
  table: T,
  row: ReplicaEntities[T],
): Promise<void> {
  await rowsOf(host, table).put({ ...(row as ReplicaRow), pending: 1 });
}

/** Optimistic field update of an existing row (no-op when the row is not in the replica). */
export async function updatePending<T extends ReplicaTableName>(
  host: TableHost,
  table: T,
  id: string,
  changes: Partial<ReplicaEntities[T]>,
): Promise<void> {
  const rows = rowsOf(host, table);
  const current = await rows.get(id);
  if (current) await rows.put({ ...current, ...changes, [keyFieldOf(table)]: id, pending: 1 });
}

/** Optimistic delete. */
export async function deleteOptimistic(
  host: TableHost,
  table: ReplicaTableName,
  id: string,
): Promise<void> {
  await rowsOf(host, table).delete(id);
}

export function withoutPending(row: ReplicaRow): ReplicaRow {
  if (row.pending === undefined) return row;
  const { pending: _pending, ...rest } = row;
  return rest as ReplicaRow;
}

export function opKey(op: ReplicaOp): string {
  return rowKey(op.table, op.op === 'put' ? (rowKeyOf(op.table, op.row) ?? '') : op.id);
}

/**
 * Applies undo ops. `stillPending` says which rows other entries still cover: those keep the
 * pending mark so the UI keeps showing them as unsynced.
 */
export async function applyReplicaOps(
  host: TableHost,
  ops: readonly ReplicaOp[],
  stillPending: (key: string) => boolean = () => false,
): Promise<void> {
  for (const op of ops) {
    const rows = rowsOf(host, op.table);
    if (op.op === 'delete') {
      await rows.delete(op.id);
    } else {
      const row = withoutPending(op.row);
      await rows.put(stillPending(opKey(op)) ? { ...row, pending: 1 } : row);
    }
  }
}

/** Optimistic change of an existing row through a pure function (no-op when it is absent). */
export async function updatePendingWith<T extends ReplicaTableName>(
  host: TableHost,
  table: T,
  id: string,
  change: (current: ReplicaEntities[T]) => ReplicaEntities[T],
): Promise<void> {
  const rows = rowsOf(host, table);
  const current = await rows.get(id);
  if (!current) return;
  const next = change(withoutPending(current) as unknown as ReplicaEntities[T]);
  await rows.put({ ...(next as unknown as ReplicaRow), id, pending: 1 });
}
