// The shape check of a pulled row: a put must carry an object whose key field (per the entity's
// descriptor) equals the change id, and, when a validator is given, match the entity's reply
// schema. A row that fails is skipped and reported; it never fails the pull.
import { ENTITY_TABLES, isReplicatedEntity, rowKeyOf } from '@greenroom/shared-model/entities';
import type { Change, ReplicatedEntity } from '@greenroom/shared-model/schemas/sync';

export interface RowToValidate {
  entity: ReplicatedEntity;
  row: unknown;
}

/**
 * Why each row is not valid (null when it is), in the order given. Asynchronous and by batch: the
 * app's validator runs the zod schemas in a worker (pwa/src/sync/schema-worker.ts).
 */
export type RowValidator = (rows: readonly RowToValidate[]) => Promise<readonly (string | null)[]>;

export interface InvalidRow {
  entity: ReplicatedEntity;
  id: string;
  reason: string;
}

export interface RowCheck {
  /** Full validation against the shared zod schemas; absent = shape only. */
  validateRows?: RowValidator;
  onInvalidRow?: (invalid: InvalidRow) => void;
}

/** Just the row check of wider options (`exactOptionalPropertyTypes`: absent, not undefined). */
export function rowCheckOf(options: RowCheck): RowCheck {
  return {
    ...(options.validateRows ? { validateRows: options.validateRows } : {}),
    ...(options.onInvalidRow ? { onInvalidRow: options.onInvalidRow } : {}),
  };
}

/** What the validator said about each put of a batch that it refused. */
export type RowVerdicts = ReadonlyMap<Change, string>;

type Put = Extract<Change, { op: 'put' }>;

const isRowObject = (row: unknown): row is object =>
  !!row && typeof row === 'object' && !Array.isArray(row);

/**
 * Asks the validator about every put of `changes` at once. Called before the transaction that
 * applies them: a Dexie transaction commits as soon as it waits for anything but Dexie.
 */
export async function validateChanges(
  changes: readonly Change[],
  validateRows?: RowValidator,
): Promise<RowVerdicts> {
  const verdicts = new Map<Change, string>();
  if (!validateRows) return verdicts;
  const puts = changes.filter(
    (c): c is Put => c.op === 'put' && isReplicatedEntity(c.entity) && isRowObject(c.row),
  );
  if (puts.length === 0) return verdicts;
  const reasons = await validateRows(puts.map(({ entity, row }) => ({ entity, row })));
  puts.forEach((put, i) => {
    const reason = reasons[i];
    if (reason) verdicts.set(put, reason);
  });
  return verdicts;
}

export function checkReplicaRow(change: Put, verdicts?: RowVerdicts): InvalidRow | null {
  const { entity, id, row } = change;
  const invalid = (reason: string): InvalidRow => ({ entity, id, reason });
  if (!isRowObject(row)) return invalid('not an object');
  const key = rowKeyOf(ENTITY_TABLES[entity], row as Record<string, unknown>);
  if (key !== id) return invalid(`key ${JSON.stringify(key)} is not the change id`);
  const reason = verdicts?.get(change);
  return reason ? invalid(reason) : null;
}
