// POST /api/sync/push (ARCHITECTURE.md "The write path", ADR 004).
//
// Each mutation is the spec's own REST call, replayed through the same Hono route a direct call
// hits (services.request with a SyncDispatchEnv). Each mutation runs in its OWN transaction: the
// handler runs in one savepoint of it (a 4xx rolls back only the handler's writes), then ONE
// statement advances sync_clients.last_mutation_id from id - 1 to id and stores the result, so a
// mutation and its acknowledgement commit together and a crash mid-batch keeps what was applied:
//   id <= last      already applied: its stored result is returned again;
//   id >  last + 1  a gap: processing stops (no result for it; lastMutationId tells the client);
//   result < 500    stored, last_mutation_id advances (a 4xx rolled back the handler's writes);
//   result >= 500   (or a thrown error) the transaction rolls back, nothing advances, the batch
//                   stops; the result is returned so the client backs off and retries.
// The advance only matches while last_mutation_id is still id - 1: when a concurrent push of the
// same client got there first (it waits for that push's row lock, then sees the new value), no
// row matches, this mutation's transaction rolls back, and the stored result is replayed.
// Exactly-once comes from last_mutation_id + mutation_results, so dispatched calls do not use the
// Idempotency-Key store; a reply a DIRECT call already stored under the mutation's key is reused
// (read once per batch) instead of running the handler again.
// Effects of an applied mutation (pokes are NOTIFYs; web push, e-mail, socket closes) run right
// after its commit.
import type {
  Mutation,
  MutationResult,
  PushBody,
  PushReply,
} from '@greenroom/shared-model/schemas/sync';
import { GENERIC_ERROR, SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { type AppDb, queryRows } from '../../db/client';
import { idempotencyKeys, mutationResults, syncClients } from '../../db/schema/sync';
import type { UserRow } from '../../db/schema/users';
import type { Effect, SessionInfo } from '../../http/context';
import { IDEMPOTENCY_KEY_MAX_LENGTH, runEffects } from '../../http/transaction';
import { errorData } from '../../logger';
import type { AppServices } from '../../services';

export interface PushContext {
  services: Pick<AppServices, 'request' | 'logger'>;
  /** The pool: every mutation gets a transaction of its own. */
  db: AppDb;
  user: UserRow;
  session: SessionInfo;
}

export type PushOutcome = { ok: true; reply: PushReply } | { ok: false; reason: 'client-taken' };

const FORBIDDEN_PREFIX = /^\/api\/(sync|auth)(\/|$)/;

function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * The path (with its query) a mutation may be dispatched to, or null. Only /api/ calls, never
 * /api/sync/** (recursion) or /api/auth/** (sessions); checked after URL normalisation and
 * percent-decoding, the way the router will see it.
 */
export function dispatchPathOf(path: string): string | null {
  let url: URL;
  try {
    url = new URL(path, 'http://dispatch.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://dispatch.invalid' || !path.startsWith('/')) return null;
  const decoded = decodePath(url.pathname);
  if (decoded === null) return null;
  const renormalised = new URL(decoded, 'http://dispatch.invalid').pathname;
  for (const p of [url.pathname, decoded, renormalised]) {
    const lower = p.toLowerCase();
    if (!lower.startsWith('/api/') || FORBIDDEN_PREFIX.test(lower)) return null;
  }
  return url.pathname + url.search;
}

async function replyBody(res: Response): Promise<unknown> {
  if (!res.headers.get('content-type')?.includes('json')) return undefined;
  try {
    return await res.json();
  } catch {
    return undefined;
  }
}

function result(id: number, status: number, body: unknown): MutationResult {
  return body === undefined || body === null ? { id, status } : { id, status, body };
}

/** Thrown inside a mutation's transaction to roll it back (a 5xx reply). */
class Transient extends Error {
  constructor(readonly result: MutationResult) {
    super(`mutation ${result.id} answered ${result.status}`);
  }
}

/** Thrown inside a mutation's transaction when the advance matched no row (a concurrent push). */
class Superseded extends Error {
  constructor() {
    super('superseded');
  }
}

async function dispatch(
  ctx: PushContext,
  tx: AppDb,
  m: Mutation,
  effects: Effect[],
): Promise<MutationResult> {
  const path = dispatchPathOf(m.path);
  if (!path) return result(m.id, 400, { message: SERVER_TEXTS.mutationNotAllowed });
  // No Idempotency-Key header: the dispatch neither reads nor writes that store (see the top).
  // Content-Length lets the body-size check read the header instead of re-streaming the body.
  const body = m.body === undefined ? undefined : JSON.stringify(m.body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  const res = await ctx.services.request(
    path,
    { method: m.method, headers, body },
    {
      tx,
      user: ctx.user,
      session: ctx.session,
      afterCommit: (fn) => {
        effects.push(fn);
      },
    },
  );
  return result(m.id, res.status, await replyBody(res));
}

/**
 * Advance last_mutation_id from m.id - 1 to m.id and store the result, in one statement. False
 * when no row matched: another push of this client advanced first (or the client is not this
 * member's).
 */
async function advance(
  tx: AppDb,
  clientId: string,
  userId: string,
  r: MutationResult,
): Promise<boolean> {
  const body = r.body === undefined || r.body === null ? null : JSON.stringify(r.body);
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`with adv as (
          update sync_clients set last_mutation_id = ${r.id}::bigint, last_seen_at = now()
          where client_id = ${clientId}::uuid and user_id = ${userId}::uuid
            and last_mutation_id = ${r.id - 1}::bigint
          returning client_id
        )
        insert into mutation_results (client_id, mutation_id, status, body)
        select client_id, ${r.id}::bigint, ${r.status}::integer, ${body}::jsonb from adv
        returning mutation_id::text as id`,
  );
  return rows.length > 0;
}

async function readClient(db: AppDb, clientId: string) {
  const [client] = await db
    .select({ userId: syncClients.userId, lastMutationId: syncClients.lastMutationId })
    .from(syncClients)
    .where(eq(syncClients.clientId, clientId));
  return client;
}

type Step =
  | { kind: 'applied'; result: MutationResult; last: number }
  | { kind: 'replayed'; last: number }
  | { kind: 'gap'; last: number }
  | { kind: 'taken' };

/**
 * One mutation in one transaction: the handler (or a reply a direct call stored under its key),
 * then the advance + result. A 5xx throws Transient (rolled back, nothing advanced).
 */
async function applyOne(
  ctx: PushContext,
  clientId: string,
  m: Mutation,
  direct: MutationResult | undefined,
  effects: Effect[],
): Promise<Step> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const r = direct ?? (await dispatch(ctx, tx, m, effects));
      if (r.status >= 500) throw new Transient(r);
      if (!(await advance(tx, clientId, ctx.user.id, r))) throw new Superseded();
      return { kind: 'applied', result: r, last: m.id } as const;
    });
  } catch (err) {
    if (!(err instanceof Superseded)) throw err;
  }
  // Rolled back: see where the client is now.
  effects.length = 0;
  const client = await readClient(ctx.db, clientId);
  if (!client || client.userId !== ctx.user.id) return { kind: 'taken' };
  const last = client.lastMutationId;
  // A concurrent push of the same client applied it first.
  if (m.id <= last) return { kind: 'replayed', last };
  return { kind: 'gap', last };
}

/** Replies DIRECT calls stored under these keys (Idempotency-Key header), by key. */
async function directReplies(
  db: AppDb,
  userId: string,
  mutations: readonly Mutation[],
): Promise<Map<string, { status: number; body: unknown }>> {
  const replies = new Map<string, { status: number; body: unknown }>();
  const keys = [
    ...new Set(mutations.map((m) => m.key.trim().slice(0, IDEMPOTENCY_KEY_MAX_LENGTH))),
  ];
  if (keys.length === 0) return replies;
  const rows = await db
    .select({
      key: idempotencyKeys.key,
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
    })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        inArray(idempotencyKeys.key, keys),
        gt(idempotencyKeys.status, 0),
      ),
    );
  for (const r of rows) replies.set(r.key, { status: r.status, body: r.body });
  return replies;
}

async function storedResults(
  db: AppDb,
  clientId: string,
  ids: number[],
): Promise<Map<number, MutationResult>> {
  const stored = new Map<number, MutationResult>();
  if (ids.length === 0) return stored;
  const rows = await db
    .select()
    .from(mutationResults)
    .where(and(eq(mutationResults.clientId, clientId), inArray(mutationResults.mutationId, ids)));
  for (const r of rows) stored.set(r.mutationId, result(r.mutationId, r.status, r.body));
  return stored;
}

export async function processPush(ctx: PushContext, body: PushBody): Promise<PushOutcome> {
  const { db, user } = ctx;
  const { clientId } = body;

  // Register the client to this member on first sight; another member's client is refused
  // before anything is applied.
  await db.insert(syncClients).values({ clientId, userId: user.id }).onConflictDoNothing();
  const client = await readClient(db, clientId);
  if (!client || client.userId !== user.id) return { ok: false, reason: 'client-taken' };
  let last = client.lastMutationId;

  const results: MutationResult[] = [];
  const replayed = async (ids: number[]) => {
    const stored = await storedResults(db, clientId, ids);
    // A result pruned by the sweeper is simply not repeated (still acknowledged).
    for (const id of ids) {
      const again = stored.get(id);
      if (again) results.push(again);
    }
  };
  await replayed(body.mutations.filter((m) => m.id <= last).map((m) => m.id));
  const direct = await directReplies(
    db,
    user.id,
    body.mutations.filter((m) => m.id > last),
  );

  const applied = last;
  for (const m of body.mutations) {
    if (m.id <= applied) continue; // replayed above
    if (m.id <= last) {
      // Applied meanwhile by a concurrent push of the same client.
      await replayed([m.id]);
      continue;
    }
    if (m.id > last + 1) break; // a gap: the client renumbers from lastMutationId + 1
    const effects: Effect[] = [];
    const stored = direct.get(m.key.trim().slice(0, IDEMPOTENCY_KEY_MAX_LENGTH));
    let step: Step;
    try {
      step = await applyOne(
        ctx,
        clientId,
        m,
        stored && result(m.id, stored.status, stored.body),
        effects,
      );
    } catch (err) {
      if (err instanceof Transient) {
        results.push(err.result);
      } else {
        ctx.services.logger.error('push: mutation failed', {
          clientId,
          mutationId: m.id,
          method: m.method,
          ...errorData(err),
        });
        results.push(result(m.id, 500, { message: GENERIC_ERROR.title }));
      }
      break;
    }
    if (step.kind === 'taken') return { ok: false, reason: 'client-taken' };
    last = step.last;
    if (step.kind === 'replayed') {
      await replayed([m.id]);
      continue;
    }
    if (step.kind === 'gap') break;
    results.push(step.result);
    await runEffects(effects, ctx.services.logger);
  }
  return { ok: true, reply: { lastMutationId: last, results } };
}
