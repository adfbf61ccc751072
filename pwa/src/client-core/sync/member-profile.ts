// Another member's profile, courses and portfolio, read from the server when a profile is opened
// and stored in the replica (the snapshot holds only the member's own rows). A profile once seen
// therefore opens offline, and later changes reach it through pulls like any public row. The rows
// go through the pull's own applyChanges, so writes still in the outbox keep their optimistic
// state, and the member's rows the server no longer lists are deleted.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { ENTITY_TABLES } from '@greenroom/shared-model/entities';
import type { Change, ReplicatedEntity } from '@greenroom/shared-model/schemas/sync';
import { getMeta, type MemberDb, type ReplicaRow } from '../local-db/member-db';
import { pendingKeys } from '../outbox/pending';
import { rowsOf } from '../outbox/undo';
import { applyChanges } from './pull';
import { type InvalidRow, type RowCheck, validateChanges } from './replica-row-check';
import { type FetchLike, requestJson, type TransportFailure } from './transport';

export type MemberProfileLoad =
  | { ok: true }
  | { ok: false; notFound: true }
  | (TransportFailure & { notFound?: false });

export interface LoadMemberProfileOptions extends RowCheck {
  fetch?: FetchLike;
  baseUrl?: string;
}

/** The member's rows per entity, found by this field. */
const LISTS = [
  { entity: 'course', field: 'userId', path: apiPaths.courses.ofUser },
  { entity: 'portfolioItem', field: 'userId', path: apiPaths.portfolio.ofUser },
] as const satisfies readonly { entity: ReplicatedEntity; field: string; path: unknown }[];

const PROFILE_TABLES = [ENTITY_TABLES.user, ...LISTS.map((list) => ENTITY_TABLES[list.entity])];

export async function loadMemberProfile(
  db: MemberDb,
  userId: string,
  options: LoadMemberProfileOptions = {},
): Promise<MemberProfileLoad> {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const get = <T>(path: string) =>
    requestJson<T>(doFetch, `${options.baseUrl ?? ''}${path}`, { method: 'GET' });
  const [user, ...lists] = await Promise.all([
    get<unknown>(apiPaths.users.byId(userId)),
    ...LISTS.map((list) => get<unknown[]>(list.path(userId))),
  ]);
  if (!user.ok) {
    if (user.kind === 'status' && user.status === 404) {
      await applyServerChanges(db, [{ entity: 'user', id: userId, op: 'del' }], options);
      return { ok: false, notFound: true };
    }
    return user;
  }
  const changes: Change[] = [{ entity: 'user', id: userId, op: 'put', row: user.value }];
  const listed = new Map<ReplicatedEntity, Set<string>>();
  LISTS.forEach((list, i) => {
    const reply = lists[i];
    // A list that could not be read leaves the replica's rows as they are.
    if (!reply?.ok || !Array.isArray(reply.value)) return;
    const ids = new Set<string>();
    for (const row of reply.value) {
      const id = (row as { id?: unknown } | null)?.id;
      if (typeof id !== 'string') continue;
      ids.add(id);
      changes.push({ entity: list.entity, id, op: 'put', row });
    }
    listed.set(list.entity, ids);
  });
  await applyServerChanges(db, changes, options, async () => {
    const gone: Change[] = [];
    for (const list of LISTS) {
      const ids = listed.get(list.entity);
      if (!ids) continue;
      const held = (await rowsOf(db, ENTITY_TABLES[list.entity])
        .where(list.field)
        .equals(userId)
        .toArray()) as ReplicaRow[];
      for (const row of held) {
        const id = String(row.id);
        if (!ids.has(id)) gone.push({ entity: list.entity, id, op: 'del' });
      }
    }
    return gone;
  });
  return { ok: true };
}

/** Applies REST-read rows like a pull page, in one transaction (the cursor is not moved). */
async function applyServerChanges(
  db: MemberDb,
  changes: Change[],
  check: RowCheck,
  extra?: () => Promise<Change[]>,
): Promise<void> {
  const verdicts = await validateChanges(changes, check.validateRows);
  let invalid: InvalidRow[] = [];
  await db.transaction('rw', [...PROFILE_TABLES, 'outbox', 'meta'], async () => {
    const pending = await pendingKeys(db);
    const known = (await getMeta(db, 'lastMutationId')) ?? 0;
    const all = extra ? [...changes, ...(await extra())] : changes;
    invalid = await applyChanges(db, all, pending, known, verdicts);
  });
  for (const bad of invalid) check.onInvalidRow?.(bad);
}
