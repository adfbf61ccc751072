// One transaction per unsafe /api call, post-commit effects, and Idempotency-Key replays.
import { IDEMPOTENCY_KEY_HEADER } from '@greenroom/shared-model/constants';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { and, eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { AppDb } from '../db/client';
import { jsonbSafe } from '../db/jsonb-safe';
import { idempotencyKeys } from '../db/schema/sync';
import { errorData, type Logger } from '../logger';
import type { Effect, HonoEnv } from './context';
import { requestFingerprintOfText, sameRequest } from './fingerprint';
import { UNSAFE_METHODS } from './origin-check';

const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotency-Replayed';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** Thrown inside a transaction callback to roll it back; never escapes this module. */
class Rollback extends Error {
  constructor() {
    super('rollback');
  }
}

export async function runEffects(effects: readonly Effect[], logger: Logger): Promise<void> {
  for (const fn of effects) {
    try {
      await fn();
    } catch (err) {
      logger.error('post-commit effect failed', errorData(err));
    }
  }
}

interface Outcome {
  status: number;
  keepWrites: boolean;
}

/** Run the rest of the chain with `db` as c.var.db; roll back (via throw) when it answers >= 400. */
async function runHandlerIn(
  db: AppDb,
  c: Context<HonoEnv>,
  next: Next,
  outcome: Outcome,
): Promise<void> {
  c.set('db', db);
  await next();
  outcome.status = c.res.status;
  if (outcome.status >= 400 && !outcome.keepWrites) throw new Rollback();
}

async function swallowRollback(p: Promise<unknown>): Promise<void> {
  try {
    await p;
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  }
}

function idempotencyKeyOf(c: Context<HonoEnv>): string | undefined {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER)?.trim();
  if (!key || !c.var.user) return undefined;
  return key.slice(0, IDEMPOTENCY_KEY_MAX_LENGTH);
}

function replay(status: number, body: unknown): Response {
  const noBody = status === 204 || status === 304 || body === null || body === undefined;
  return new Response(noBody ? null : JSON.stringify(body), {
    status,
    headers: {
      ...(noBody ? {} : { 'Content-Type': 'application/json' }),
      [IDEMPOTENCY_REPLAYED_HEADER]: 'true',
    },
  });
}

async function replyBody(res: Response): Promise<unknown> {
  if (!res.headers.get('content-type')?.includes('json')) return null;
  try {
    return await res.clone().json();
  } catch {
    return null;
  }
}

function keyReused(): Response {
  return new Response(JSON.stringify({ message: SERVER_TEXTS.idempotencyKeyReused }), {
    status: 422,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * With an Idempotency-Key: claim (user, key) in `tx` first — a concurrent twin blocks on the
 * primary key until we commit, then sees our stored reply. The key is bound to the call's
 * fingerprint (method, path, body): another call under the same key answers 422. The handler
 * runs in a savepoint so that a 4xx reply rolls back its writes but the stored reply survives; a
 * 5xx or a 429 is not stored and rolls everything back (the client retries).
 */
async function runIdempotent(
  tx: AppDb,
  key: string,
  c: Context<HonoEnv>,
  next: Next,
  outcome: Outcome,
): Promise<void> {
  const userId = c.var.user!.id;
  const url = new URL(c.req.url);
  const requestHash = requestFingerprintOfText(
    c.req.method,
    url.pathname + url.search,
    await c.req.text(),
  );
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, status: 0, body: null, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [stored] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (stored && stored.status > 0) {
      const same = sameRequest(stored.requestHash, requestHash);
      c.res = same ? replay(stored.status, stored.body) : keyReused();
      outcome.status = c.res.status;
      // Nothing was written: a 4xx replay must not roll anything back either.
      outcome.keepWrites = true;
      return;
    }
  }
  await swallowRollback(tx.transaction((sp) => runHandlerIn(sp, c, next, outcome)));
  // A 5xx or a 429 (a rate limit: "later", ADR 021) is not the key's answer: the retry runs again.
  if (outcome.status >= 500 || outcome.status === 429) throw new Rollback();
  await tx
    .update(idempotencyKeys)
    // A refusal may quote the caller's input (a field name holding NUL, say), which jsonb refuses.
    .set({ status: outcome.status, body: jsonbSafe(await replyBody(c.res)) })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  // The stored reply must be committed even when the handler's own writes were rolled back.
  outcome.keepWrites = true;
}

/**
 * Sets c.var.db / afterCommit / keepWritesOnError for every request.
 *
 * - Safe methods and `selfManagedPaths`: c.var.db is the pool; effects run after the handler.
 * - Unsafe methods: the rest of the chain runs inside ONE transaction (c.var.db); a reply >= 400
 *   rolls it back; effects run only after a successful commit.
 */
export function transactions(
  pool: AppDb,
  logger: Logger,
  options: { selfManagedPaths?: ReadonlySet<string>; selfManagedPrefixes?: readonly string[] } = {},
): MiddlewareHandler<HonoEnv> {
  const selfManaged = options.selfManagedPaths ?? new Set<string>();
  return async (c, next) => {
    const effects: Effect[] = [];
    const outcome: Outcome = { status: 0, keepWrites: false };
    c.set('afterCommit', (fn) => {
      effects.push(fn);
    });
    c.set('keepWritesOnError', () => {
      outcome.keepWrites = true;
    });

    // Safe methods, and handlers that open their own transactions (the sync push runs each
    // batch in its own): c.var.db is the pool.
    const own =
      selfManaged.has(c.req.path) ||
      (options.selfManagedPrefixes?.some((p) => c.req.path.startsWith(p)) ?? false);
    if (!UNSAFE_METHODS.has(c.req.method) || own) {
      c.set('db', pool);
      await next();
      if (c.res.status >= 400) return;
      await runEffects(effects, logger);
      return;
    }

    const key = idempotencyKeyOf(c);
    const body = async (tx: AppDb) => {
      if (key) await runIdempotent(tx, key, c, next, outcome);
      else await runHandlerIn(tx, c, next, outcome);
    };

    // A commit failure (serialization, deferred constraint) propagates to onError: 500.
    await swallowRollback(pool.transaction((tx) => body(tx)));
    if (outcome.status < 400) await runEffects(effects, logger);
  };
}
