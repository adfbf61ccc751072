// Every write of the spec, registered once by name (ARCHITECTURE.md "The write path"). Each
// feature's schema file lists its writes (method, path pattern, body schema); the PWA validates
// and queues an outbox entry with that definition, and the server implements each one as a
// mutator (sync-server/src/mutators/) that both its REST route and the sync push call. Nothing
// else can be pushed. Auth, uploads (multipart), analytics and sync calls are not writes of the
// outbox. The PWA's actions name their write; its outbox loads this module (every schema) with the
// first write (pwa/src/client-core/outbox/enqueue-mutation.ts).
import type { z } from 'zod';
import { JSON_MAX_DEPTH } from '../constants';
import { nestsDeeperThan } from '../helpers/json-depth';
import { SERVER_TEXTS, VALIDATION_TEXTS } from '../texts';
import { AdminMutations } from './admin';
import { ApplicationMutations } from './applications';
import { CollaborationMutations } from './collaborations';
import { CommentMutations } from './comments';
import { ConnectionMutations } from './connections';
import { CourseMutations } from './courses';
import { EndorsementMutations } from './endorsements';
import { EventMutations } from './events';
import { JobMutations } from './jobs';
import { MessageMutations } from './messages';
import { type BodyOf, type MutationDef, matchCall } from './mutation-def';
import { NotificationMutations } from './notifications';
import { PortfolioMutations } from './portfolio';
import { PostMutations } from './posts';
import { PrivacyMutations } from './privacy';
import { ReportMutations } from './reports';
import { SettingsMutations } from './settings';
import { UserMutations } from './users';

export type { MutationDef } from './mutation-def';
export { matchCall, mutationPath } from './mutation-def';

const INVALID_REQUEST = SERVER_TEXTS.invalidRequest;

export const MUTATIONS = {
  ...UserMutations,
  ...SettingsMutations,
  ...PrivacyMutations,
  ...ConnectionMutations,
  ...PortfolioMutations,
  ...CourseMutations,
  ...JobMutations,
  ...EndorsementMutations,
  ...ApplicationMutations,
  ...CollaborationMutations,
  ...PostMutations,
  ...CommentMutations,
  ...MessageMutations,
  ...EventMutations,
  ...NotificationMutations,
  ...AdminMutations,
  ...ReportMutations,
} as const;

export type Mutations = typeof MUTATIONS;
export type MutationName = keyof Mutations;
export type MutationBody<N extends MutationName> = BodyOf<Mutations[N]>;

const paramCount = (def: MutationDef) => def.pattern.split('/:').length - 1;

/** Sort order for matching: literal paths before the `:param` paths that would also match. */
export function literalPathsFirst(a: MutationDef, b: MutationDef): number {
  return paramCount(a) - paramCount(b);
}

/** By name, in matching order. */
export const MUTATION_NAMES = (Object.keys(MUTATIONS) as MutationName[]).sort((a, b) =>
  literalPathsFirst(MUTATIONS[a], MUTATIONS[b]),
);
export const MUTATION_ROUTES: readonly MutationDef[] = MUTATION_NAMES.map((n) => MUTATIONS[n]);

export interface MutationMatch {
  readonly name: MutationName;
  readonly route: MutationDef;
  readonly params: Readonly<Record<string, string>>;
}

/** The mutation a call is, or null when it is not a write of the outbox. */
export function findMutationRoute(method: string, path: string): MutationMatch | null {
  const match = matchCall(MUTATION_NAMES, (name) => MUTATIONS[name], method, path);
  return match && { name: match.item, route: MUTATIONS[match.item], params: match.params };
}

export type MutationCheck =
  | { readonly ok: true; readonly body: unknown }
  | {
      readonly ok: false;
      readonly message: string;
      readonly issues: readonly z.core.$ZodIssue[];
    };

/**
 * Validate a body against its mutation's schema (the parsed value is returned). A body nested
 * deeper than JSON_MAX_DEPTH is refused before the schema walks it.
 */
export function parseMutationBody(route: MutationDef, body: unknown): MutationCheck {
  if (!route.body) return { ok: true, body: undefined };
  if (nestsDeeperThan(body, JSON_MAX_DEPTH)) {
    const message = VALIDATION_TEXTS.nestedTooDeep;
    return {
      ok: false,
      message,
      issues: [{ code: 'custom', path: [], message, input: undefined }],
    };
  }
  const result = route.body.safeParse(body);
  if (result.success) return { ok: true, body: result.data };
  const issues = result.error.issues;
  return { ok: false, message: issues[0]?.message ?? INVALID_REQUEST, issues };
}

/** Validate an outbox entry: a known write and a valid body (the parsed body is returned). */
export function checkMutation(method: string, path: string, body: unknown): MutationCheck {
  const match = findMutationRoute(method, path);
  if (!match) return { ok: false, message: `${method} ${path} is not an outbox write`, issues: [] };
  return parseMutationBody(match.route, body);
}
