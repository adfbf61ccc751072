// Running one mutator for one call: access, the body parsed once, then the mutator. Shared by the
// REST route and the sync push, so both refuse and answer alike.
import { parseMutationBody } from '@greenroom/shared-model/schemas/mutations';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import type { AppDb } from '../db/client';
import type { UserRow } from '../db/schema/users';
import type { AppEnv } from '../env';
import { isEffectiveAdmin } from '../features/users/users.serialize';
import type { AfterCommit } from '../http/context';
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

export async function executeMutator(
  mutator: ServerMutator,
  call: MutatorCall,
): Promise<MutatorReply> {
  const prepared = prepareMutator(mutator, call);
  return 'refused' in prepared ? prepared.refused : mutator.run(prepared.ctx);
}
