// A server mutator: the one implementation of one write of shared-model's MUTATIONS. Its REST
// route and the sync push both call `run` with the same context, inside a transaction that the
// caller owns; the mutator never sees HTTP.
import {
  MUTATIONS,
  type MutationBody,
  type MutationDef,
  type MutationName,
} from '@greenroom/shared-model/schemas/mutations';
import type { z } from 'zod';
import type { AppDb } from '../db/client';
import type { UserRow } from '../db/schema/users';
import type { AppEnv } from '../env';
import { type Audit, auditFor } from '../features/reports/audit';
import type { AfterCommit } from '../http/context';
import type { WriteLimitName } from '../rate-limits/write-limits';

/**
 * Who may call a mutator at all; finer rules (the author, the recipient) live in `run`.
 * `member`: a verified member (the default: a new write is gated without remembering);
 * `account`: any signed-in account, also one whose e-mail is not verified yet — only for edits
 * of the account's own profile and settings that nobody else sees before it is verified;
 * `admin`: an admin (ADR 023).
 */
type MutatorAccess = 'member' | 'account' | 'admin';

export interface MutatorContext<Body = unknown> {
  /** The caller's transaction (a savepoint of the batch for pushes). */
  db: AppDb;
  /** The signed-in member; never a client-sent id. */
  actor: UserRow;
  /** The body, parsed once by the mutation's schema. */
  body: Body;
  /** Path params, percent-decoded (`:id` → params.id). */
  params: Readonly<Record<string, string>>;
  env: AppEnv;
  /** Queue an effect (push, e-mail, socket close) to run once the write has committed. */
  afterCommit: AfterCommit;
  now: Date;
}

/** What a mutator answers: the REST status and JSON body (also the push result). */
export interface MutatorReply {
  status: number;
  body?: unknown;
  /** A 429 of a write limit: seconds until it passes (REST sends it as Retry-After). */
  retryAfterSeconds?: number;
}

export interface ServerMutator<Body = unknown> {
  readonly name: string;
  /** Method, path pattern and body schema (shared-model's MUTATIONS entry). */
  readonly def: MutationDef;
  readonly access: MutatorAccess;
  /** The per-member write limit this write counts against (rate-limits/write-limits.ts). */
  readonly limit?: WriteLimitName;
  run(ctx: MutatorContext<Body>): Promise<MutatorReply>;
}

/** What `run` gets: the context, and the audit log of this call (ADR 025). */
interface AuditedContext<Body = unknown> extends MutatorContext<Body> {
  /** Writes an audit entry in this call's transaction. */
  audit: Audit;
}

export interface MutatorSpec<Body> {
  access?: MutatorAccess;
  /**
   * A write others see (posts, jobs, events, applications, requests): name its limit and
   * execute.ts takes one use of it before `run`, for REST and push alike (ADR 021).
   */
  limit?: WriteLimitName;
  run: (ctx: AuditedContext<Body>) => Promise<MutatorReply>;
}

/**
 * `run` with its audit: an admin-only write that succeeds without an audit entry is a bug, thrown
 * so that its transaction (or savepoint) rolls back — every admin action is audited by
 * construction.
 */
function audited<Body>(name: string, spec: MutatorSpec<Body>) {
  const access = spec.access ?? 'member';
  return async (ctx: MutatorContext<Body>): Promise<MutatorReply> => {
    const audit = auditFor(ctx.db, ctx.actor.id, ctx.now);
    const result = await spec.run({ ...ctx, audit });
    if (access === 'admin' && result.status < 400 && audit.count === 0) {
      throw new Error(`${name}: an admin write recorded no audit entry`);
    }
    return result;
  };
}

/** The mutator of the write `name`; its method, path and body schema come from shared-model. */
export function defineMutator<N extends MutationName>(
  name: N,
  spec: MutatorSpec<MutationBody<N>>,
): ServerMutator<MutationBody<N>> {
  return {
    name,
    def: MUTATIONS[name],
    access: spec.access ?? 'member',
    ...(spec.limit ? { limit: spec.limit } : {}),
    run: audited(name, spec),
  };
}

/** A mutator for a call outside the spec's writes (tests only). */
export function customMutator<S extends z.ZodType>(
  name: string,
  def: MutationDef<S>,
  spec: MutatorSpec<z.output<S>>,
): ServerMutator<z.output<S>> {
  return {
    name,
    def,
    access: spec.access ?? 'member',
    ...(spec.limit ? { limit: spec.limit } : {}),
    run: audited(name, spec),
  };
}

export function reply(body: unknown, status = 200): MutatorReply {
  return { status, body };
}

/** A refusal with the `{ message }` body every client reads. */
export function refuse(status: number, message: string): MutatorReply {
  return { status, body: { message } };
}
