// The registry of replicated entities the pull serves. Each entry is the server part of an
// entity whose descriptor (shared-model/src/entities.ts) gives the rest: key column, audience
// filter, embedded users and snapshot window all derive from it. Entities without an entry (not
// built yet) are skipped by pulls; adding one is one `tableEntity({...})` line below.
import {
  FEED_WINDOW_DAYS,
  FEED_WINDOW_ITEMS,
  MESSAGES_WINDOW_PER_CONVERSATION,
} from '@greenroom/shared-model/constants';
import { descriptorOf } from '@greenroom/shared-model/entities';
import type { ReplicatedEntity } from '@greenroom/shared-model/schemas/sync';
import { and, desc, eq, gte, type InferSelectModel, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client';
import { postComments } from '../../db/schema/comments';
import { events, posts } from '../../db/schema/feed';
import { applications, jobs } from '../../db/schema/jobs';
import { conversationMembers, conversations, messages } from '../../db/schema/messages';
import type { UserRow } from '../../db/schema/users';
import type { AppEnv } from '../../env';
import { isVerifiedMember } from '../../http/verified-gate';
import { toApplication } from '../applications/applications.serialize';
import { toCollaboration } from '../collaborations/collaborations.serialize';
import { toComment } from '../comments/comments.serialize';
import { toConnection } from '../connections/connections.serialize';
import { toCourse } from '../courses/courses.serialize';
import { toSkillEndorsement } from '../endorsements/endorsements.serialize';
import { toEvent, toEventRsvp } from '../events/events.serialize';
import { jobsWindowSql } from '../jobs/jobs.repo';
import { toJob, toSavedJob } from '../jobs/jobs.serialize';
import { toConversation, toConversationMember, toMessage } from '../messages/messages.serialize';
import { toNotification } from '../notifications/notifications.serialize';
import { toPortfolioItem, toPortfolioItemLike } from '../portfolio/portfolio.serialize';
import { toPost, toPostLike } from '../posts/posts.serialize';
import { memberName } from '../privacy/privacy.serialize';
import { fieldVisible, hiddenFrom, type Viewer, viewOf } from '../privacy/viewer';
import { reportVisibilitySql, viewerOf } from '../reports/visibility';
import { toCurrentUser, toUserFor } from '../users/users.serialize';
import { columnOf, ENTITY_SQL_TABLES } from './entity-tables';

/** Who is pulling, and their relations (privacy per field and blocks, ADR 024). */
export interface EntityContext {
  me: UserRow;
  env: AppEnv;
  now: Date;
  viewer: Viewer;
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
interface SnapshotQuery {
  where?: SQL | undefined;
  orderBy?: SQL[];
  limit?: number;
}

type TableOf<E extends ReplicatedEntity> = (typeof ENTITY_SQL_TABLES)[E];
type RowOf<E extends ReplicatedEntity> = InferSelectModel<TableOf<E>>;

/** The server part of an entity: what its descriptor cannot say. */
interface TableEntitySpec<E extends ReplicatedEntity> {
  entity: E;
  /** The REST reply of this row; null when it cannot be shown (sent as `del`). */
  serialize: (row: RowOf<E>, ctx: SerializeContext) => unknown;
  /** Required for a `custom` audience: the rule as a filter on the entity's table. */
  audience?: (ctx: EntityContext) => SQL | undefined;
  /** Required for an `openJobs` window; other windows derive from the descriptor. */
  snapshot?: (ctx: EntityContext) => SnapshotQuery;
  /**
   * Users the serialiser reads besides the embeds (an application's applicant): loaded with the
   * page, and sent as profiles with a snapshot. Not re-logged when they change (only public
   * entities embed); the client prefers its replica's copy of the profile.
   */
  references?: readonly (keyof RowOf<E> & string)[];
  /**
   * The column naming the account that owns the row. An account whose e-mail is not verified is
   * served only its own rows of the entities that name one, and nothing of the others (ADR 023):
   * a new entity is closed to it until it says otherwise.
   */
  ownerField?: keyof RowOf<E> & string;
  /**
   * Rows hidden from some viewers although the audience includes them (reported items; ADR 025):
   * a filter applied with the audience to every load and snapshot. The live channel asks
   * `reports/visibility.ts` which viewers need their own frame.
   */
  visibility?: (ctx: EntityContext) => SQL | undefined;
}

/** An entity stored in one table (the usual case), completed from its descriptor. */
function tableEntity<E extends ReplicatedEntity>(
  spec: TableEntitySpec<E>,
): EntityDefinition<RowOf<E>> {
  type Row = RowOf<E>;
  const d = descriptorOf(spec.entity);
  const table = ENTITY_SQL_TABLES[spec.entity] as PgTable;
  const key = columnOf(spec.entity, d.key);
  const audienceRule = audienceOf(spec);
  const visibility = spec.visibility;
  const audience = verifiedOrOwn(
    spec,
    visibility ? (ctx: EntityContext) => and(audienceRule(ctx), visibility(ctx)) : audienceRule,
  );
  const snapshot = snapshotOf(spec, key);
  const refs = [...d.embeds.map((embed) => embed.via), ...(spec.references ?? [])];
  for (const field of refs) columnOf(spec.entity, field);
  for (const field of d.owners) columnOf(spec.entity, field);
  const ownersOf = (row: Row) =>
    d.owners.map((field) => String((row as Record<string, unknown>)[field]));
  // Drizzle cannot type a select over a generic table; the row shape is InferSelectModel.
  const select = (db: AppDb, where: SQL | undefined) =>
    db.select().from(table).where(where).$dynamic();
  return {
    entity: spec.entity,
    async load(db, ids, ctx) {
      if (ids.length === 0) return [];
      return (await select(db, and(inArray(key, [...ids]), audience(ctx)))) as Row[];
    },
    snapshot: snapshot
      ? async (db, ctx) => {
          const q = snapshot(ctx);
          let query = select(db, and(q.where, audience(ctx)));
          if (q.orderBy) query = query.orderBy(...q.orderBy);
          if (q.limit !== undefined) query = query.limit(q.limit);
          return (await query) as Row[];
        }
      : undefined,
    idOf: (row) => String((row as Record<string, unknown>)[d.key]),
    userRefs:
      refs.length > 0
        ? (row) => refs.map((field) => String((row as Record<string, unknown>)[field]))
        : undefined,
    // A block between the viewer and a member the row belongs to hides it (sent as `del`).
    serialize: (row, ctx) =>
      hiddenFrom(ctx.viewer, ...ownersOf(row)) ? null : spec.serialize(row, ctx),
  };
}

/**
 * The audience rule, narrowed for an account whose e-mail is not verified: its own rows of an
 * entity with an `ownerField`, else none (ADR 023).
 */
function verifiedOrOwn<E extends ReplicatedEntity>(
  spec: TableEntitySpec<E>,
  audience: (ctx: EntityContext) => SQL | undefined,
): (ctx: EntityContext) => SQL | undefined {
  const owner = spec.ownerField ? columnOf(spec.entity, spec.ownerField) : undefined;
  return (ctx) => {
    if (isVerifiedMember(ctx.me)) return audience(ctx);
    return owner ? and(audience(ctx), eq(owner, ctx.me.id)) : sql`false`;
  };
}

/** Rows whose `fields` hold the member's id. */
function mine(entity: ReplicatedEntity, fields: readonly string[], ctx: EntityContext) {
  return or(...fields.map((field) => eq(columnOf(entity, field), ctx.me.id)));
}

function audienceOf<E extends ReplicatedEntity>(
  spec: TableEntitySpec<E>,
): (ctx: EntityContext) => SQL | undefined {
  const audience = descriptorOf(spec.entity).audience;
  if (audience.kind === 'custom') {
    if (!spec.audience) throw new Error(`${spec.entity}: rule ${audience.rule} needs audience()`);
    return spec.audience;
  }
  if (spec.audience) throw new Error(`${spec.entity}: its audience comes from the descriptor`);
  if (audience.kind === 'public') return () => undefined;
  for (const field of audience.fields) columnOf(spec.entity, field);
  return (ctx) => mine(spec.entity, audience.fields, ctx);
}

function snapshotOf<E extends ReplicatedEntity>(
  spec: TableEntitySpec<E>,
  key: PgColumn,
): ((ctx: EntityContext) => SnapshotQuery) | undefined {
  const window = descriptorOf(spec.entity).window;
  switch (window.kind) {
    case 'none':
      if (spec.snapshot) throw new Error(`${spec.entity}: its window is none`);
      return undefined;
    case 'openJobs':
      if (!spec.snapshot) throw new Error(`${spec.entity}: an openJobs window needs snapshot()`);
      return spec.snapshot;
    case 'feed':
      return spec.snapshot ?? feedWindow(columnOf(spec.entity, 'createdAt'), key);
    case 'own':
      for (const field of window.fields) columnOf(spec.entity, field);
      return spec.snapshot ?? ((ctx) => ({ where: mine(spec.entity, window.fields, ctx) }));
  }
}

/** The feed window: the newest FEED_WINDOW_ITEMS rows of the last FEED_WINDOW_DAYS days. */
function feedWindow(createdAt: PgColumn, id: PgColumn) {
  return (ctx: EntityContext): SnapshotQuery => ({
    where: gte(createdAt, new Date(ctx.now.getTime() - FEED_WINDOW_DAYS * 86_400_000)),
    orderBy: [desc(createdAt), desc(id)],
    limit: FEED_WINDOW_ITEMS,
  });
}

const userEntity = tableEntity({
  entity: 'user',
  ownerField: 'id',
  // The member's own row carries the settings; everyone else's is the public profile. A deleted
  // account is nobody's any more: replicas delete its row; nor is one whose e-mail is not
  // verified yet (ADR 023).
  serialize: (row, ctx) => {
    if (row.deletedAt) return null;
    if (!isVerifiedMember(row) && row.id !== ctx.me.id) return null;
    return row.id === ctx.me.id ? toCurrentUser(row, ctx.env) : toUserFor(row, ctx.env, ctx.viewer);
  },
});

const postEntity = tableEntity({
  entity: 'post',
  visibility: (ctx) =>
    reportVisibilitySql('post', posts.id, posts.authorId, viewerOf(ctx.me, ctx.env)),
  serialize: (row, ctx) => {
    const author = ctx.users.get(row.authorId);
    return author ? toPost(row, author, ctx.env) : null;
  },
});

const eventEntity = tableEntity({
  entity: 'event',
  visibility: (ctx) =>
    reportVisibilitySql('event', events.id, events.authorId, viewerOf(ctx.me, ctx.env)),
  serialize: (row, ctx) => {
    const author = ctx.users.get(row.authorId);
    return author ? toEvent(row, author, ctx.env) : null;
  },
});

const jobEntity = tableEntity({
  entity: 'job',
  visibility: (ctx) =>
    reportVisibilitySql('job', jobs.id, jobs.authorId, viewerOf(ctx.me, ctx.env)),
  serialize: (row, ctx) => {
    const author = ctx.users.get(row.authorId);
    return author ? toJob(row, author, ctx.env) : null;
  },
  snapshot: (ctx) => ({
    where: jobsWindowSql(ctx.me.id),
    orderBy: [desc(jobs.createdAt), desc(jobs.id)],
  }),
});

/** The applicant's and the job author's (the applicantAndJobAuthor rule of the triggers). */
const applicationEntity = tableEntity({
  entity: 'application',
  audience: (ctx) =>
    or(
      eq(applications.applicantId, ctx.me.id),
      inArray(
        applications.jobId,
        sql`(select ${jobs.id} from ${jobs} where ${jobs.authorId} = ${ctx.me.id})`,
      ),
    ),
  references: ['applicantId'],
  // Every application of its audience: the member's own and those to their jobs.
  snapshot: () => ({}),
  serialize: (row, ctx) =>
    toApplication(row, ctx.env, { applicant: ctx.users.get(row.applicantId) }),
});

const savedJobEntity = tableEntity({
  entity: 'savedJob',
  serialize: (row) => toSavedJob(row),
});

const postLikeEntity = tableEntity({
  entity: 'postLike',
  serialize: (row) => toPostLike(row),
});

const eventRsvpEntity = tableEntity({
  entity: 'eventRsvp',
  serialize: (row) => toEventRsvp(row),
});

const skillEndorsementEntity = tableEntity({
  entity: 'skillEndorsement',
  serialize: (row) => toSkillEndorsement(row),
});

const portfolioItemLikeEntity = tableEntity({
  entity: 'portfolioItemLike',
  serialize: (row) => toPortfolioItemLike(row),
});

const commentEntity = tableEntity({
  entity: 'comment',
  visibility: (ctx) =>
    reportVisibilitySql(
      'comment',
      postComments.id,
      postComments.authorId,
      viewerOf(ctx.me, ctx.env),
    ),
  serialize: (row, ctx) => {
    const author = ctx.users.get(row.authorId);
    return author ? toComment(row, author, ctx.env) : null;
  },
});

/** The conversations the member sees (rule conversationMembers: not left, request not deleted). */
const myConversations = (ctx: EntityContext) =>
  sql`(select ${conversationMembers.conversationId} from ${conversationMembers}
       where ${conversationMembers.userId} = ${ctx.me.id}
         and ${conversationMembers.status} in ('active', 'request'))`;

const conversationEntity = tableEntity({
  entity: 'conversation',
  audience: (ctx) => inArray(conversations.id, myConversations(ctx)),
  // Every conversation of its audience.
  snapshot: () => ({}),
  serialize: (row) => toConversation(row),
});

const conversationMemberEntity = tableEntity({
  entity: 'conversationMember',
  audience: (ctx) => inArray(conversationMembers.conversationId, myConversations(ctx)),
  references: ['userId'],
  snapshot: () => ({}),
  serialize: (row, ctx) => toConversationMember(row, ctx.users.get(row.userId), ctx.me.id, ctx.env),
});

/** The newest MESSAGES_WINDOW_PER_CONVERSATION messages of each conversation in a snapshot. */
const messageEntity = tableEntity({
  entity: 'message',
  // Only the messages after a "Delete conversation for me" (cleared_at; ADR 045).
  audience: (ctx) => sql`exists (select 1 from ${conversationMembers} cm
       where cm.conversation_id = ${messages.conversationId} and cm.user_id = ${ctx.me.id}
         and cm.status in ('active', 'request')
         and (cm.cleared_at is null or ${messages.createdAt} > cm.cleared_at))`,
  snapshot: (ctx) => ({
    where: inArray(
      messages.id,
      sql`(select w.id from (select m.id, row_number() over (partition by m.conversation_id
             order by m.created_at desc, m.id desc) as n
           from ${messages} m join ${conversationMembers} cm on cm.conversation_id = m.conversation_id
             and cm.user_id = ${ctx.me.id} and cm.status in ('active', 'request')
             and (cm.cleared_at is null or m.created_at > cm.cleared_at)) w
           where w.n <= ${MESSAGES_WINDOW_PER_CONVERSATION})`,
    ),
  }),
  serialize: (row) => toMessage(row),
});

const collaborationEntity = tableEntity({
  entity: 'collaboration',
  references: ['authorId', 'applicantId'],
  serialize: (row, ctx) =>
    toCollaboration(row, ctx.env, {
      author: ctx.users.get(row.authorId),
      applicant: ctx.users.get(row.applicantId),
    }),
});

/** Courses go only to viewers their member lets see them (privacy per field, ADR 024). */
const courseEntity = tableEntity({
  entity: 'course',
  ownerField: 'userId',
  references: ['userId'],
  serialize: (row, ctx) => {
    const owner = ctx.users.get(row.userId);
    if (!owner || !fieldVisible(owner.coursesVisibility, viewOf(ctx.viewer, owner.id))) return null;
    return toCourse(row);
  },
});

const portfolioItemEntity = tableEntity({
  entity: 'portfolioItem',
  ownerField: 'userId',
  serialize: (row) => toPortfolioItem(row),
});

const connectionEntity = tableEntity({
  entity: 'connection',
  serialize: (row) => toConnection(row),
});

const notificationEntity = tableEntity({
  entity: 'notification',
  serialize: (row) => toNotification(row),
});

/** The member's own blocks, with the blocked member's name (their profile is no longer sent). */
const blockEntity = tableEntity({
  entity: 'block',
  references: ['blockedId'],
  serialize: (row, ctx) => ({
    blockedId: row.blockedId,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    ...memberName(ctx.users.get(row.blockedId), ctx.env),
  }),
});

const muteEntity = tableEntity({
  entity: 'mute',
  references: ['mutedId'],
  serialize: (row, ctx) => ({
    mutedId: row.mutedId,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    ...memberName(ctx.users.get(row.mutedId), ctx.env),
  }),
});

export const ENTITY_REGISTRY: readonly EntityDefinition[] = [
  userEntity,
  postEntity,
  jobEntity,
  eventEntity,
  courseEntity,
  portfolioItemEntity,
  connectionEntity,
  applicationEntity,
  savedJobEntity,
  postLikeEntity,
  eventRsvpEntity,
  skillEndorsementEntity,
  portfolioItemLikeEntity,
  commentEntity,
  collaborationEntity,
  conversationEntity,
  conversationMemberEntity,
  messageEntity,
  notificationEntity,
  blockEntity,
  muteEntity,
];
