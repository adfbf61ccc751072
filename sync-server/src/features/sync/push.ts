// POST /api/sync/push (ARCHITECTURE.md "The write path", ADR 004).
//
// Each mutation is the spec's own REST call, replayed through the same Hono route a direct call
// hits (services.request with a SyncDispatchEnv). The push runs in the request's transaction,
// which holds the client's sync_clients row locked (FOR UPDATE) from the ownership check to the
// commit; each mutation runs in a SAVEPOINT of it, together with the advance of
// last_mutation_id and its stored result, so a mutation and its acknowledgement are revealed
// atomically:
//   id <= last      already applied: its stored result is returned again;
//   id >  last + 1  a gap: processing stops (no result for it; lastMutationId tells the client);
//   result < 500    stored, last_mutation_id advances (a 4xx rolled back the handler's writes);
//   result >= 500   (or a thrown error) its savepoint rolls back, nothing advances, the batch
//                   stops; the result is returned so the client backs off and retries.
// Effects of applied mutations (pokes are NOTIFYs; web push, e-mail, socket closes) run after
// the commit, through the request's afterCommit.
import { IDEMPOTENCY_KEY_HEADER } from '@greenroom/shared-model/constants';
import type { Mutation, MutationResult, PushBody, PushReply } from '@greenroom/shared-model/schemas/sync';
import { GENERIC_ERROR, SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { mutationResults, syncClients } from '../../db/schema/sync';
import type { UserRow } from '../../db/schema/users';
import type { AfterCommit, Effect, SessionInfo } from '../../http/context';
import { errorData } from '../../logger';
import type { AppServices } from '../../services';

export interface PushContext {
  services: Pick<AppServices, 'request' | 'logger'>;
  /** The push request's transaction. */
  db: AppDb;
  user: UserRow;
  session: SessionInfo;
  afterCommit: AfterCommit;
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

export async function processPush(ctx: PushContext, body: PushBody): Promise<PushOutcome> {
  const { db, user } = ctx;
  const { clientId } = body;

  // Register the client to this member on first sight, then lock its row for the whole push
  // (a concurrent push of the same client waits, then sees our progress).
  await db.insert(syncClients).values({ clientId, userId: user.id }).onConflictDoNothing();
  const [client] = await db
    .select({ userId: syncClients.userId, lastMutationId: syncClients.lastMutationId })
    .from(syncClients)
    .where(eq(syncClients.clientId, clientId))
    .for('update');
  if (!client || client.userId !== user.id) return { ok: false, reason: 'client-taken' };
  let last = client.lastMutationId;

  // Stored results of the replayed prefix, in one query.
  const replayIds = body.mutations.filter((m) => m.id <= last).map((m) => m.id);
  const stored = new Map<number, MutationResult>();
  if (replayIds.length > 0) {
    const rows = await db
      .select()
      .from(mutationResults)
      .where(
        and(
          eq(mutationResults.clientId, clientId),
          inArray(mutationResults.mutationId, replayIds),
          lte(mutationResults.mutationId, last),
        ),
      );
    for (const r of rows) stored.set(r.mutationId, result(r.mutationId, r.status, r.body));
  }

  const results: MutationResult[] = [];
  for (const m of body.mutations) {
    if (m.id <= last) {
      // Already applied. A result pruned by the sweeper is simply not repeated (still acked).
      const again = stored.get(m.id);
      if (again) results.push(again);
      continue;
    }
    if (m.id > last + 1) break; // a gap: the client renumbers from lastMutationId + 1

    const effects: Effect[] = [];
    try {
      const applied = await db.transaction(async (sp) => {
        const r = await dispatch(ctx, sp, m, effects);
        if (r.status >= 500) throw new Transient(r);
        await sp.insert(mutationResults).values({
          clientId,
          mutationId: m.id,
          status: r.status,
          body: r.body ?? null,
        });
        await sp
          .update(syncClients)
          .set({ lastMutationId: m.id, lastSeenAt: new Date() })
          .where(eq(syncClients.clientId, clientId));
        return r;
      });
      results.push(applied);
      last = m.id;
      for (const fn of effects) ctx.afterCommit(fn);
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
  }
  return { ok: true, reply: { lastMutationId: last, results } };
}
