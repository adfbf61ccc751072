// The registry of replicated entities the pull serves. One entry per entity: its table, the
// REST serialiser, the audience rule and (optionally) the bounded snapshot. Entities without an
// entry (not built yet) are skipped by pulls; adding one is one `tableEntity({...})` line below.
import { FEED_WINDOW_DAYS, FEED_WINDOW_ITEMS } from '@greenroom/shared-model/constants';
import type { ReplicatedEntity } from '@greenroom/shared-model/schemas/sync';
import { and, desc, eq, gte, type InferSelectModel, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client';
import { posts } from '../../db/schema/feed';
import { type UserRow, users } from '../../db/schema/users';
import type { AppEnv } from '../../env';
import { toPost } from '../posts/posts.serialize';
import { toCurrentUser, toUser } from '../users/users.serialize';

/** Who is pulling. */
export interface EntityContext {
  me: UserRow;
  env: AppEnv;
  now: Date;
}

/** What a serialiser gets besides the row: the users it references, loaded in bulk. */
export interface SerializeContext extends EntityContext {
  users: ReadonlyMap<string, UserRow>;
}

export interface EntityDefinition<Row = unknown> {
  readonly entity: ReplicatedEntity;
  /** Current rows with these ids that `me` may see (audience rule applied), in ONE query. */
  load(db: AppDb, ids: readonly string[], ctx: EntityContext): Promise<Row[]>;
  /** Rows of the bounded snapshot a null or expired cursor gets; absent = none. */
  snapshot?(db: AppDb, ctx: EntityContext): Promise<Row[]>;
  idOf(row: Row): string;
  /** Ids of the users the serialised row embeds (loaded once per page for all rows). */
  userRefs?(row: Row): readonly string[];
  /** The REST reply of this row; null when it cannot be shown (sent as `del`). */
  serialize(row: Row, ctx: SerializeContext): unknown;
}

/** Which rows a snapshot holds: a filter, the order and a bound. */
export interface SnapshotQuery {
  where?: SQL | undefined;
  orderBy?: SQL[];
  limit?: number;
}

export interface TableEntitySpec<T extends PgTable> {
  entity: ReplicatedEntity;
  table: T;
  /** The column change_log.entity_id refers to. */
  id: PgColumn;
  /** Restricts rows to those `me` may see; absent = every member (public). */
  audience?: (ctx: EntityContext) => SQL | undefined;
  userRefs?: (row: InferSelectModel<T>) => readonly string[];
  serialize: (row: InferSelectModel<T>, ctx: SerializeContext) => unknown;
  snapshot?: (ctx: EntityContext) => SnapshotQuery;
}

/** An entity stored in one table (the usual case). */
export function tableEntity<T extends PgTable>(
  spec: TableEntitySpec<T>,
): EntityDefinition<InferSelectModel<T>> {
  type Row = InferSelectModel<T>;
  const idKey = Object.entries(spec.table).find(([, col]) => col === spec.id)?.[0];
  if (!idKey) throw new Error(`${spec.entity}: id column is not a column of its table`);
  const select = (db: AppDb, where: SQL | undefined) =>
    // Drizzle cannot type a select over a generic table; the row shape is InferSelectModel<T>.
    db
      .select()
      .from(spec.table as PgTable)
      .where(where)
      .$dynamic();
  return {
    entity: spec.entity,
    async load(db, ids, ctx) {
      if (ids.length === 0) return [];
      const rows = await select(db, and(inArray(spec.id, [...ids]), spec.audience?.(ctx)));
      return rows as Row[];
    },
    snapshot: spec.snapshot
      ? async (db, ctx) => {
          const q = spec.snapshot!(ctx);
          let query = select(db, and(q.where, spec.audience?.(ctx)));
          if (q.orderBy) query = query.orderBy(...q.orderBy);
          if (q.limit !== undefined) query = query.limit(q.limit);
          return (await query) as Row[];
        }
      : undefined,
    idOf: (row) => String((row as Record<string, unknown>)[idKey]),
    userRefs: spec.userRefs,
    serialize: spec.serialize,
  };
}

/** The feed window: the newest FEED_WINDOW_ITEMS rows of the last FEED_WINDOW_DAYS days. */
export function feedWindow(createdAt: PgColumn, id: PgColumn) {
  return (ctx: EntityContext): SnapshotQuery => ({
    where: gte(createdAt, new Date(ctx.now.getTime() - FEED_WINDOW_DAYS * 86_400_000)),
    orderBy: [desc(createdAt), desc(id)],
    limit: FEED_WINDOW_ITEMS,
  });
}

export const userEntity = tableEntity({
  entity: 'user',
  table: users,
  id: users.id,
  // The member's own row carries the settings; everyone else's is the public profile.
  serialize: (row, ctx) =>
    row.id === ctx.me.id ? toCurrentUser(row, ctx.env) : toUser(row, ctx.env),
  // Snapshots hold the member's own row; the profiles that other rows reference are added.
  snapshot: (ctx) => ({ where: eq(users.id, ctx.me.id) }),
});

export const postEntity = tableEntity({
  entity: 'post',
  table: posts,
  id: posts.id,
  userRefs: (row) => [row.authorId],
  serialize: (row, ctx) => {
    const author = ctx.users.get(row.authorId);
    return author ? toPost(row, author, ctx.env) : null;
  },
  snapshot: feedWindow(posts.createdAt, posts.id),
});

/**
 * Every entity pulls serve, in the order snapshots list them. To add one (e.g. when jobs are
 * built): `tableEntity({ entity: 'job', table: jobs, id: jobs.id, userRefs: (r) => [r.authorId],
 * serialize: (r, ctx) => toJob(r, ctx.users.get(r.authorId), ctx), snapshot: openJobs })`; a
 * private one adds `audience: (ctx) => eq(notifications.userId, ctx.me.id)`.
 */
export const ENTITY_REGISTRY: readonly EntityDefinition[] = [userEntity, postEntity];
