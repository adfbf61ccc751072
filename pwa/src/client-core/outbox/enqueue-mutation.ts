// The door of the outbox for the spec's writes: an action names its mutation, whose definition
// in shared-model (method, path pattern, body schema) validates the body once — throwing the
// schema's error before anything is written — and the parsed body feeds both the optimistic
// change and the entry. The schemas run where `write-preparer.ts` says (off the page's thread).
import type { BodyOf, InputOf } from '@greenroom/shared-model/schemas/mutation-def';
import type { MutationName, Mutations } from '@greenroom/shared-model/schemas/mutations';
import type { Transaction } from 'dexie';
import type {
  MemberDb,
  OutboxEntry,
  ReplicaEntities,
  ReplicaTableName,
} from '../local-db/member-db';
import { type EnqueueRequest, enqueue } from './enqueue';
import { putPending, undoCreate } from './undo';
import { prepareWrite } from './write-preparer';

export interface MutationRequest<N extends MutationName>
  extends Omit<EnqueueRequest, 'name' | 'method' | 'path' | 'body' | 'apply'> {
  /** Values of the path's :params. */
  params?: Readonly<Record<string, string>>;
  /** The body before parsing; omit for calls without one. */
  body?: MutationInput<N>;
  /** The optimistic change, given the parsed body. */
  apply(tx: Transaction, body: MutationOutput<N>): void | Promise<void>;
}

/** A mutation's body as an action gives it (before defaults and trimming). */
export type MutationInput<N extends MutationName> = InputOf<Mutations[N]>;
/** A mutation's body once its schema has parsed it. */
export type MutationOutput<N extends MutationName> = BodyOf<Mutations[N]>;

export async function enqueueMutation<N extends MutationName>(
  db: MemberDb,
  name: N,
  request: MutationRequest<N>,
): Promise<{ entry: OutboxEntry; body: MutationOutput<N> }> {
  const { params, apply, body: input, ...rest } = request;
  const write = await prepareWrite(name, params, input);
  const body = write.body as MutationOutput<N>;
  const entry = await enqueue(db, {
    ...rest,
    name,
    method: write.method,
    path: write.path,
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
export async function enqueueCreate<N extends MutationName, T extends ReplicaTableName>(
  db: MemberDb,
  name: N,
  table: T,
  input: Omit<NonNullable<MutationInput<N>>, 'id'>,
  build: (body: MutationOutput<N>, id: string) => ReplicaEntities[T],
): Promise<{ row: ReplicaEntities[T]; entry: OutboxEntry }> {
  const id = crypto.randomUUID();
  let row: ReplicaEntities[T] | undefined;
  const { entry } = await enqueueMutation(db, name, {
    body: { ...input, id } as MutationInput<N>,
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
