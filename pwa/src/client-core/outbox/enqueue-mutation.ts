// The door of the outbox for the spec's writes: a mutation definition from shared-model (method,
// path pattern, body schema) validates the body once — throwing the schema's error before
// anything is written — and the parsed body feeds both the optimistic change and the entry.
// No zod import here: only the feature action that passes a definition pulls its schema in.
import type { BodyOf, InputOf, MutationDef } from '@greenroom/shared-model/schemas/mutation-def';
import { mutationPath } from '@greenroom/shared-model/schemas/mutation-def';
import type { Transaction } from 'dexie';
import type { MemberDb, OutboxEntry } from '../local-db/member-db';
import { type EnqueueRequest, enqueue } from './enqueue';

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
