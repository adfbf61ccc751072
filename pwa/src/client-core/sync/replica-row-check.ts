// The shape check of a pulled row: a put must carry an object whose key field (per the entity's
// descriptor) equals the change id, and, when a validator is given, match the entity's reply
// schema. A row that fails is skipped and reported; it never fails the pull.
import { ENTITY_TABLES, rowKeyOf } from '@greenroom/shared-model/entities';
import type { Change, ReplicatedEntity } from '@greenroom/shared-model/schemas/sync';

/** Why a row is not valid, or null when it is. */
export type RowValidator = (entity: ReplicatedEntity, row: unknown) => string | null;

export interface InvalidRow {
  entity: ReplicatedEntity;
  id: string;
  reason: string;
}

export interface RowCheck {
  /** Full validation (the shared zod schemas, loaded with the engine); absent = shape only. */
  validateRow?: RowValidator;
  onInvalidRow?: (invalid: InvalidRow) => void;
}

export function checkReplicaRow(
  change: Extract<Change, { op: 'put' }>,
  validateRow?: RowValidator,
): InvalidRow | null {
  const { entity, id, row } = change;
  const invalid = (reason: string): InvalidRow => ({ entity, id, reason });
  if (!row || typeof row !== 'object' || Array.isArray(row)) return invalid('not an object');
  const key = rowKeyOf(ENTITY_TABLES[entity], row as Record<string, unknown>);
  if (key !== id) return invalid(`key ${JSON.stringify(key)} is not the change id`);
  const reason = validateRow?.(entity, row);
  return reason ? invalid(reason) : null;
}
