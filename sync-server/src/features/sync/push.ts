// POST /api/sync/push (ARCHITECTURE.md "The write path", ADR 004).
//
// Each mutation is the spec's own REST call, replayed through the same Hono route a direct call
// hits (services.request with a SyncDispatchEnv). Each mutation runs in its OWN transaction,
// which locks the client's sync_clients row (FOR UPDATE), re-reads last_mutation_id, applies the
// mutation (the handler itself in a savepoint) and stores its result and the advance, so a
// mutation and its acknowledgement commit together and a crash mid-batch keeps what was applied:
//   id <= last      already applied: its stored result is returned again;
//   id >  last + 1  a gap: processing stops (no result for it; lastMutationId tells the client);
//   result < 500    stored, last_mutation_id advances (a 4xx rolled back the handler's writes);
//   result >= 500   (or a thrown error) its savepoint rolls back, nothing advances, the batch
//                   stops; the result is returned so the client backs off and retries.
// Effects of an applied mutation (pokes are NOTIFYs; web push, e-mail, socket closes) run right
// after its commit.
import { IDEMPOTENCY_KEY_HEADER } from '@greenroom/shared-model/constants';
import type {
  Mutation,
  MutationResult,
  PushBody,
  PushReply,
} from '@greenroom/shared-model/schemas/sync';
import { GENERIC_ERROR, SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { mutationResults, syncClients } from '../../db/schema/sync';
import type { UserRow } from '../../db/schema/users';
import type { Effect, SessionInfo } from '../../http/context';
import { runEffects } from '../../http/transaction';
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

/** Thrown inside a mutation's savepoint to roll it back (a 5xx reply). */
class Transient extends Error {
  constructor(readonly result: MutationResult) {
    super(`mutation ${result.id} answered ${result.status}`);
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
  const res = await ctx.services.request(
    path,
    {
      method: m.method,
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: m.key },
      body: m.body === undefined ? undefined : JSON.stringify(m.body),
    },
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

/** The client's row, locked until the end of `tx`. */
async function lockClient(tx: AppDb, clientId: string) {
  const [client] = await tx
    .select({ userId: syncClients.userId, lastMutationId: syncClients.lastMutationId })
    .from(syncClients)
    .where(eq(syncClients.clientId, clientId))
    .for('update');
  return client;
}

type Step =
  | { kind: 'applied'; result: MutationResult; last: number }
  | { kind: 'replayed'; last: number }
  | { kind: 'gap'; last: number }
  | { kind: 'taken' };

/** One mutation in one transaction: lock, re-check the order, apply, record. */
async function applyOne(
  ctx: PushContext,
  clientId: string,
  m: Mutation,
  effects: Effect[],
): Promise<Step> {
  return ctx.db.transaction(async (tx) => {
    const client = await lockClient(tx, clientId);
    if (!client || client.userId !== ctx.user.id) return { kind: 'taken' } as const;
    const last = client.lastMutationId;
    // A concurrent push of the same client got here first.
    if (m.id <= last) return { kind: 'replayed', last } as const;
    if (m.id > last + 1) return { kind: 'gap', last } as const;
    const r = await dispatch(ctx, tx, m, effects);
    if (r.status >= 500) throw new Transient(r);
    await tx.insert(mutationResults).values({
      clientId,
      mutationId: m.id,
      status: r.status,
      body: r.body ?? null,
    });
    await tx
      .update(syncClients)
      .set({ lastMutationId: m.id, lastSeenAt: new Date() })
      .where(eq(syncClients.clientId, clientId));
    return { kind: 'applied', result: r, last: m.id } as const;
  });
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
  const [client] = await db
    .select({ userId: syncClients.userId, lastMutationId: syncClients.lastMutationId })
    .from(syncClients)
    .where(eq(syncClients.clientId, clientId));
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

  for (const m of body.mutations) {
    if (m.id <= last) continue;
    if (m.id > last + 1) break; // a gap: the client renumbers from lastMutationId + 1
    const effects: Effect[] = [];
    let step: Step;
    try {
      step = await applyOne(ctx, clientId, m, effects);
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
