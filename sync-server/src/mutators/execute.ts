// Running one mutator for one call: access, the body parsed once, then the mutator. Shared by the
// REST route and the sync push, so both refuse and answer alike.
import { parseMutationBody } from '@greenroom/shared-model/schemas/mutations';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import type { AppDb } from '../db/client';
import type { UserRow } from '../db/schema/users';
import type { AppEnv } from '../env';
import { isEffectiveAdmin } from '../features/users/users.serialize';
import type { AfterCommit } from '../http/context';
import { isVerifiedMember } from '../http/verified-gate';
import { takeRateLimit } from '../rate-limits/rate-limit';
import { writeLimitMessage, writeLimitRule } from '../rate-limits/write-limits';
import { type MutatorContext, type MutatorReply, refuse, type ServerMutator } from './define';

export interface MutatorCall {
  db: AppDb;
  actor: UserRow;
  /** The JSON body as sent (undefined when there is none). */
  body: unknown;
  params: Readonly<Record<string, string>>;
  env: AppEnv;
  afterCommit: AfterCommit;
  now?: Date;
}

/**
 * The checks that need no database: who may call it, and the body. A refusal here has written
 * nothing; otherwise the context for `mutator.run`.
 */
export function prepareMutator(
  mutator: ServerMutator,
  call: MutatorCall,
): { refused: MutatorReply } | { ctx: MutatorContext } {
  if (mutator.access !== 'account' && !isVerifiedMember(call.actor)) {
    return { refused: refuse(403, SERVER_TEXTS.verifyEmailFirst) };
  }
  if (mutator.access === 'admin' && !isEffectiveAdmin(call.actor, call.env)) {
    return { refused: refuse(403, SERVER_TEXTS.forbidden) };
  }
  const checked = parseMutationBody(mutator.def, call.body);
  if (!checked.ok) {
    return {
      refused: { status: 400, body: { message: checked.message, issues: checked.issues } },
    };
  }
  const ctx: MutatorContext = {
    db: call.db,
    actor: call.actor,
    body: checked.body,
    params: call.params,
    env: call.env,
    afterCommit: call.afterCommit,
    now: call.now ?? new Date(),
  };
  return { ctx };
}

/** A refusal of a write limit: the outbox keeps the write and sends it again after the wait. */
export function isLimitRefusal(reply: MutatorReply): boolean {
  return reply.status === 429 && reply.retryAfterSeconds !== undefined;
}

/**
 * The mutator's declared write limit, checked and taken in one step (ADR 021) in the call's
 * transaction, so a write refused later gives its use back. null: go ahead.
 */
async function takeWriteLimit(
  mutator: ServerMutator,
  ctx: MutatorContext,
): Promise<MutatorReply | null> {
  if (!mutator.limit || !ctx.env.MEMBER_WRITE_LIMITS) return null;
  const rule = writeLimitRule(mutator.limit, ctx.actor, ctx.now);
  const taken = await takeRateLimit(ctx.db, rule, { now: ctx.now });
  if (taken.ok) return null;
  const message = writeLimitMessage(mutator.limit, rule.max, taken.retryAfterSeconds);
  return {
    status: 429,
    body: { message, retryAfterSeconds: taken.retryAfterSeconds },
    retryAfterSeconds: taken.retryAfterSeconds,
  };
}

/** The mutator, after its write limit: what REST and push both run once the call is prepared. */
export async function runMutator(
  mutator: ServerMutator,
  ctx: MutatorContext,
): Promise<MutatorReply> {
  return (await takeWriteLimit(mutator, ctx)) ?? mutator.run(ctx);
}

export async function executeMutator(
  mutator: ServerMutator,
  call: MutatorCall,
): Promise<MutatorReply> {
  const prepared = prepareMutator(mutator, call);
  return 'refused' in prepared ? prepared.refused : runMutator(mutator, prepared.ctx);
}
