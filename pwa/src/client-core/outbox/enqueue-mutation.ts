// The door of the outbox for the spec's writes: a mutation definition from shared-model (method,
// path pattern, body schema) validates the body once — throwing the schema's error before
// anything is written — and the parsed body feeds both the optimistic change and the entry.
// No zod import here: only the feature action that passes a definition pulls its schema in.
import type { BodyOf, InputOf, MutationDef } from '@greenroom/shared-model/schemas/mutation-def';
import { mutationPath } from '@greenroom/shared-model/schemas/mutation-def';
import type { Transaction } from 'dexie';
import type {
  MemberDb,
  OutboxEntry,
  ReplicaEntities,
  ReplicaTableName,
} from '../local-db/member-db';
import { type EnqueueRequest, enqueue } from './enqueue';
import { putPending, undoCreate } from './undo';

export interface MutationRequest<D extends MutationDef>
  extends Omit<EnqueueRequest, 'method' | 'path' | 'body' | 'apply'> {
  /** Values of the path's :params. */
  params?: Readonly<Record<string, string>>;
  /** The body before parsing; omit for calls without one. */
  body?: InputOf<D>;
  /** The optimistic change, given the parsed body. */
  apply(tx: Transaction, body: BodyOf<D>): void | Promise<void>;
}

export async function enqueueMutation<D extends MutationDef>(
  db: MemberDb,
  def: D,
  request: MutationRequest<D>,
): Promise<{ entry: OutboxEntry; body: BodyOf<D> }> {
  const body = (def.body ? def.body.parse(request.body) : undefined) as BodyOf<D>;
  const { params, apply, body: _input, ...rest } = request;
  const entry = await enqueue(db, {
    ...rest,
    method: def.method,
    path: mutationPath(def, params),
    body,
    apply: (tx) => apply(tx, body),
  });
  return { entry, body };
}

/**
 * A create: a client-made id the server keeps (so a replay is not a duplicate), the new row shown
 * at once (pending, built by `build` from the parsed body — the server's own row function), and
 * an undo that removes it again.
 */
export async function enqueueCreate<D extends MutationDef, T extends ReplicaTableName>(
  db: MemberDb,
  def: D,
  table: T,
  input: Omit<NonNullable<InputOf<D>>, 'id'>,
  build: (body: BodyOf<D>, id: string) => ReplicaEntities[T],
): Promise<{ row: ReplicaEntities[T]; entry: OutboxEntry }> {
  const id = crypto.randomUUID();
  let row: ReplicaEntities[T] | undefined;
  const { entry } = await enqueueMutation(db, def, {
    body: { ...input, id } as InputOf<D>,
    entity: table,
    entityId: id,
    tables: [table],
    undo: undoCreate(table, id),
    apply: (tx, body) => {
      row = build(body, id);
      return putPending(tx, table, row);
    },
  });
  return { row: row!, entry };
}
