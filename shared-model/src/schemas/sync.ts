// Sync envelopes (ARCHITECTURE.md "The write path" and "The read path").
import { z } from 'zod';
import { MUTATION_PATH_MAX, PUSH_BATCH_MAX } from '../constants';
import { REPLICATED_ENTITIES } from '../entities';
import { XID_PATTERN } from '../helpers/snapshot';

const ClientIdSchema = z.uuid();
const ProtocolVersionSchema = z.number().int().min(1);

const MUTATION_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const MutationMethod = z.enum(MUTATION_METHODS);
export type MutationMethod = z.infer<typeof MutationMethod>;

/** One outbox entry as sent: the spec's own REST call plus its ids. */
export const Mutation = z.object({
  /** Per-client mutation id, increasing by one. */
  id: z.number().int().min(1),
  /** Idempotency key. */
  key: z.uuid(),
  method: MutationMethod,
  path: z
    .string()
    .max(MUTATION_PATH_MAX)
    .refine(
      (p) => p.startsWith('/api/') && !p.startsWith('/api/sync/') && !/[\s#]/.test(p),
      'path must be an /api/ call (not /api/sync/)',
    ),
  body: z.unknown().optional(),
});
export type Mutation = z.infer<typeof Mutation>;

/** POST /api/sync/push: 1..100 mutations in increasing id order. */
export const PushBody = z.object({
  clientId: ClientIdSchema,
  protocolVersion: ProtocolVersionSchema,
  mutations: z
    .array(Mutation)
    .min(1)
    .max(PUSH_BATCH_MAX)
    .refine(
      (ms) => ms.every((m, i) => i === 0 || m.id > (ms[i - 1]?.id ?? 0)),
      'mutation ids must increase',
    ),
});
export type PushBody = z.infer<typeof PushBody>;

export const MutationResult = z.object({
  id: z.number().int().min(1),
  status: z.number().int().min(100).max(599),
  body: z.unknown().optional(),
});
export type MutationResult = z.infer<typeof MutationResult>;

/** A PostgreSQL transaction id (xid8) as a decimal string. */
export const Xid = z.string().regex(XID_PATTERN);

/**
 * A database snapshot (pg_current_snapshot): every transaction below xmin had finished, none from
 * xmax on had, and those in xip were running. With it a client tells whether live changes are at
 * least as new as what it holds (helpers/snapshot.ts).
 */
const DbSnapshot = z.object({
  xmin: Xid,
  xmax: Xid,
  xip: z.array(Xid).max(100_000),
});

/**
 * Results of the processed prefix of the batch; lastMutationId is the client's watermark. txid:
 * the transaction that committed the batch's writes, when there were any.
 */
export const PushReply = z.object({
  lastMutationId: z.number().int().min(0),
  results: z.array(MutationResult),
  txid: Xid.optional(),
});
export type PushReply = z.infer<typeof PushReply>;

/** POST /api/sync/pull: cursor null asks for a snapshot. */
export const PullBody = z.object({
  clientId: ClientIdSchema,
  protocolVersion: ProtocolVersionSchema,
  cursor: z.string().max(512).nullable(),
});
export type PullBody = z.infer<typeof PullBody>;
export const ReplicatedEntity = z.enum(REPLICATED_ENTITIES);
export type ReplicatedEntity = z.infer<typeof ReplicatedEntity>;

/** A put carries the current row, serialised with the entity's REST reply schema. */
const PutChange = z.object({
  op: z.literal('put'),
  entity: ReplicatedEntity,
  id: z.string().min(1),
  row: z.unknown(),
});
const DelChange = z.object({
  op: z.literal('del'),
  entity: ReplicatedEntity,
  id: z.string().min(1),
});
export const Change = z.discriminatedUnion('op', [PutChange, DelChange]);
export type Change = z.infer<typeof Change>;

/**
 * more: another page follows at once; reset: drop the replica and apply this snapshot. On the
 * last page (more: false): `watermark`, every change below it delivered, and `snapshot`, the
 * newest database snapshot the pull read (live deliveries are checked against both).
 */
export const PullReply = z.object({
  cursor: z.string(),
  lastMutationId: z.number().int().min(0),
  changes: z.array(Change),
  more: z.boolean(),
  reset: z.boolean(),
  watermark: Xid.optional(),
  snapshot: DbSnapshot.optional(),
});
export type PullReply = z.infer<typeof PullReply>;

/**
 * Changes pushed to every socket of their audience right after they commit, computed once per
 * server process (ARCHITECTURE.md "Live channel"). A client whose replica holds every change
 * below `from` and is no newer than `snapshot` applies them and continues from `cursor`;
 * any other client pulls.
 */
export const LiveChanges = z.object({
  from: Xid,
  cursor: z.string(),
  snapshot: DbSnapshot,
  changes: z.array(Change),
});
export type LiveChanges = z.infer<typeof LiveChanges>;
