// POST /api/sync/push (ARCHITECTURE.md "The write path", ADR 006).
//
// A batch runs in ONE transaction that first locks the client's sync_clients row (a concurrent
// push of the same client waits, then sees how far this one got). Each mutation is looked up in
// the mutator registry (an allow-list) and runs as if in its own SAVEPOINT (see Mode: savepoints
// are only taken when a mutation of the batch is refused or throws):
//   id <= last      already applied: its stored result is returned again;
//   id >  last + 1  a gap: processing stops (lastMutationId tells the client where to resume);
//   reply < 400     kept; its effects run after the commit;
//   reply >= 400    rolled back to the savepoint; the result is still recorded;
//   write limit     (a 429 of mutators/execute.ts) rolled back, NOT recorded, the batch stops:
//                   the client keeps the write and sends it again after body.retryAfterSeconds;
//   thrown error    the database is unavailable (connection, serialization, shutdown): rolled
//                   back to the savepoint, the batch stops, what came before commits, and this
//                   mutation answers 503 unrecorded (the client retries it). Anything else (a
//                   bug, a value the database refuses) is recorded as a 500 and the batch goes
//                   on, so one bad write can never wedge a member's queue.
// last_mutation_id and every recorded result are written in the same transaction, once per
// batch: a mutation and its acknowledgement commit together (exactly once).
import type {
  Mutation,
  MutationResult,
  PushBody,
  PushReply,
} from '@greenroom/shared-model/schemas/sync';
import { GENERIC_ERROR, SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type AppDb, queryRows } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/errors';
import { jsonbSafe } from '../../db/jsonb-safe';
import { idempotencyKeys, mutationResults, syncClients } from '../../db/schema/sync';
import type { UserRow } from '../../db/schema/users';
import type { AppEnv } from '../../env';
import type { Effect } from '../../http/context';
import { requestFingerprint, sameRequest } from '../../http/fingerprint';
import { IDEMPOTENCY_KEY_MAX_LENGTH, runEffects } from '../../http/transaction';
import { errorData, type Logger } from '../../logger';
import type { MutatorReply } from '../../mutators/define';
import { isLimitRefusal, prepareMutator, runMutator } from '../../mutators/execute';
import { findMutator, type MutatorRegistry } from '../../mutators/registry';

export interface PushContext {
  env: AppEnv;
  logger: Logger;
  /** The pool: the batch opens its own transaction. */
  db: AppDb;
  user: UserRow;
  mutators: MutatorRegistry;
}

export type PushOutcome = { ok: true; reply: PushReply } | { ok: false; reason: 'client-taken' };

function result(id: number, status: number, body: unknown): MutationResult {
  return body === undefined || body === null ? { id, status } : { id, status, body };
}

/** Thrown inside a savepoint to roll back a refused mutation's writes. */
class Refused extends Error {
  constructor(readonly reply: MutatorReply) {
    super(`refused with ${reply.status}`);
  }
}

type Applied =
  | { recorded: true; result: MutationResult; effects: Effect[] }
  | { recorded: false; result: MutationResult };

interface StoredReply {
  status: number;
  body: unknown;
  requestHash: string | null;
}

const keyOf = (m: Mutation) => m.key.trim().slice(0, IDEMPOTENCY_KEY_MAX_LENGTH);

/**
 * How a batch runs its mutations. 'direct': straight in the batch transaction, one round trip
 * per statement; the first refusal or error from a mutator throws NeedsSavepoints, the whole
 * batch rolls back and runs again 'careful': each mutation in its own savepoint, so that it can
 * be rolled back alone. Batches without refusals (nearly all) never pay for savepoints.
 */
type Mode = 'direct' | 'careful';

class NeedsSavepoints extends Error {
  constructor() {
    super('a mutation needs its own savepoint');
  }
}

/** One mutation of the batch. */
async function applyOne(
  ctx: PushContext,
  tx: AppDb,
  m: Mutation,
  direct: StoredReply | undefined,
  mode: Mode,
): Promise<Applied> {
  const done = (status: number, body: unknown, effects: Effect[] = []): Applied => ({
    recorded: true,
    result: result(m.id, status, body),
    effects,
  });
  const match = findMutator(ctx.mutators, m.method, m.path);
  if (!match) return done(400, { message: SERVER_TEXTS.mutationNotAllowed });
  if (direct) {
    // A direct REST call already ran under this key: its reply, if it was the same call.
    const same = sameRequest(direct.requestHash, requestFingerprint(m.method, m.path, m.body));
    return same
      ? done(direct.status, direct.body)
      : done(422, { message: SERVER_TEXTS.idempotencyKeyReused });
  }
  const effects: Effect[] = [];
  const prepared = prepareMutator(match.mutator, {
    db: tx,
    actor: ctx.user,
    body: m.body,
    params: match.params,
    env: ctx.env,
    afterCommit: (fn) => {
      effects.push(fn);
    },
  });
  // Refused before running: nothing was written.
  if ('refused' in prepared) return done(prepared.refused.status, prepared.refused.body);
  if (mode === 'direct') {
    const reply = await runMutator(match.mutator, prepared.ctx).catch(() => {
      throw new NeedsSavepoints();
    });
    if (reply.status >= 400) throw new NeedsSavepoints();
    return done(reply.status, reply.body, effects);
  }
  try {
    const reply = await tx.transaction(async (savepoint) => {
      const r = await runMutator(match.mutator, { ...prepared.ctx, db: savepoint });
      if (r.status >= 400) throw new Refused(r);
      return r;
    });
    return done(reply.status, reply.body, effects);
  } catch (err) {
    if (err instanceof Refused && isLimitRefusal(err.reply)) {
      // Over a write limit: not recorded, the batch stops here, and the client sends it again
      // after the wait its body gives (retryAfterSeconds).
      return { recorded: false, result: result(m.id, err.reply.status, err.reply.body) };
    }
    if (err instanceof Refused) {
      // A mutator answering 5xx is a bug like a thrown one: recorded, never retried forever.
      return done(err.reply.status, err.reply.body);
    }
    if (isDatabaseUnavailable(err)) {
      ctx.logger.warn('push: database unavailable', { mutationId: m.id, ...errorData(err) });
      return { recorded: false, result: result(m.id, 503, { message: GENERIC_ERROR.title }) };
    }
    ctx.logger.error('push: mutator failed', {
      mutationId: m.id,
      method: m.method,
      ...errorData(err),
    });
    return done(500, { message: GENERIC_ERROR.title });
  }
}

/** Replies DIRECT calls stored under these keys (Idempotency-Key header), by key. */
async function directReplies(
  tx: AppDb,
  userId: string,
  mutations: readonly Mutation[],
): Promise<Map<string, StoredReply>> {
  const replies = new Map<string, StoredReply>();
  const keys = [...new Set(mutations.map(keyOf))];
  if (keys.length === 0) return replies;
  const rows = await tx
    .select({
      key: idempotencyKeys.key,
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
      requestHash: idempotencyKeys.requestHash,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), inArray(idempotencyKeys.key, keys)));
  for (const r of rows) if (r.status > 0) replies.set(r.key, r);
  return replies;
}

async function storedResults(
  tx: AppDb,
  clientId: string,
  ids: number[],
): Promise<MutationResult[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(mutationResults)
    .where(and(eq(mutationResults.clientId, clientId), inArray(mutationResults.mutationId, ids)))
    .orderBy(mutationResults.mutationId);
  // A result pruned by the sweeper is simply not repeated (still acknowledged).
  return rows.map((r) => result(r.mutationId, r.status, r.body));
}

/** Advance the watermark and store every recorded result: two statements per batch. */
async function record(
  tx: AppDb,
  clientId: string,
  last: number,
  recorded: readonly MutationResult[],
): Promise<void> {
  if (recorded.length === 0) return;
  await tx
    .update(syncClients)
    .set({ lastMutationId: last, lastSeenAt: sql`now()` })
    .where(eq(syncClients.clientId, clientId));
  await tx.insert(mutationResults).values(
    recorded.map((r) => ({
      clientId,
      mutationId: r.id,
      status: r.status,
      // As Idempotency-Key replies (http/transaction.ts): a refusal may quote the caller's input.
      body: r.body === undefined ? null : jsonbSafe(r.body),
    })),
  );
}

/** The id of the transaction `tx` (its rows become visible to snapshots that see it). */
async function currentTxid(tx: AppDb): Promise<string> {
  const [row] = await queryRows<{ txid: string }>(
    tx,
    sql`select pg_current_xact_id()::text as txid`,
  );
  return row!.txid;
}

type BatchOutcome =
  | { taken: true }
  | {
      taken: false;
      last: number;
      results: MutationResult[];
      effects: Effect[];
      txid: string | undefined;
    };

async function runBatch(ctx: PushContext, body: PushBody, mode: Mode): Promise<BatchOutcome> {
  const { clientId } = body;
  return ctx.db.transaction(async (tx) => {
    // Register the client to this member on first sight, then lock its row for the batch.
    await tx.insert(syncClients).values({ clientId, userId: ctx.user.id }).onConflictDoNothing();
    const [client] = await tx
      .select({ userId: syncClients.userId, lastMutationId: syncClients.lastMutationId })
      .from(syncClients)
      .where(eq(syncClients.clientId, clientId))
      .for('update');
    if (!client || client.userId !== ctx.user.id) return { taken: true } as const;

    const start = client.lastMutationId;
    const results = await storedResults(
      tx,
      clientId,
      body.mutations.filter((m) => m.id <= start).map((m) => m.id),
    );
    const fresh = body.mutations.filter((m) => m.id > start);
    const direct = await directReplies(tx, ctx.user.id, fresh);
    const recorded: MutationResult[] = [];
    const effects: Effect[] = [];
    let last = start;
    for (const m of fresh) {
      if (m.id !== last + 1) break; // a gap: the client renumbers from lastMutationId + 1
      const applied = await applyOne(ctx, tx, m, direct.get(keyOf(m)), mode);
      results.push(applied.result);
      if (!applied.recorded) break;
      recorded.push(applied.result);
      effects.push(...applied.effects);
      last = m.id;
    }
    await record(tx, clientId, last, recorded);
    const txid = recorded.length > 0 ? await currentTxid(tx) : undefined;
    return { taken: false, last, results, effects, txid };
  });
}

export async function processPush(ctx: PushContext, body: PushBody): Promise<PushOutcome> {
  const batch = await runBatch(ctx, body, 'direct').catch((err: unknown) => {
    if (err instanceof NeedsSavepoints) return runBatch(ctx, body, 'careful');
    throw err;
  });
  if (batch.taken) return { ok: false, reason: 'client-taken' };
  await runEffects(batch.effects, ctx.logger);
  const reply: PushReply = { lastMutationId: batch.last, results: batch.results };
  if (batch.txid) reply.txid = batch.txid;
  return { ok: true, reply };
}
