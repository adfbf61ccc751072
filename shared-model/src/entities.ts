// One descriptor per replicated entity (ADR 006). The client tables, the Dexie stores, the pull
// registry and the check of the change-log triggers all derive from this list. Zod-free: the PWA
// shell imports it; the row types below are type-only imports.
import type { Application } from './schemas/applications';
import type { Collaboration } from './schemas/collaborations';
import type { Comment } from './schemas/comments';
import type { Connection } from './schemas/connections';
import type { Course } from './schemas/courses';
import type { SkillEndorsement } from './schemas/endorsements';
import type { Event, EventRsvp } from './schemas/events';
import type { Job, SavedJob } from './schemas/jobs';
import type { Conversation, ConversationMember, Message } from './schemas/messages';
import type { Notification } from './schemas/notifications';
import type { PortfolioItem, PortfolioItemLike } from './schemas/portfolio';
import type { Post, PostLike } from './schemas/posts';
import type { Block, Mute } from './schemas/privacy';
import type { User } from './schemas/users';

type FieldOf<Row> = keyof Row & string;

/**
 * Who receives a row's changes. `members`: the members whose ids those fields hold (one change
 * per field); `custom`: a named rule implemented by the server entry and a trigger function.
 */
type Audience<Row> =
  | { readonly kind: 'public' }
  | { readonly kind: 'members'; readonly fields: readonly FieldOf<Row>[] }
  | { readonly kind: 'custom'; readonly rule: 'applicantAndJobAuthor' | 'conversationMembers' };

/** A copy of another entity's reply inside this one (a post's `author`), found by `via`. */
interface Embed<Row> {
  readonly field: FieldOf<Row>;
  readonly via: FieldOf<Row>;
  readonly entity: 'user';
}

/**
 * Which rows a snapshot (null or expired cursor) holds. `feed`: the newest FEED_WINDOW_ITEMS of
 * the last FEED_WINDOW_DAYS by createdAt (the client trims to the same window); `openJobs`;
 * `own`: rows whose `fields` hold the member's id; `none`: only what deltas bring.
 */
type SnapshotWindow<Row> =
  | { readonly kind: 'feed' }
  | { readonly kind: 'openJobs' }
  | { readonly kind: 'own'; readonly fields: readonly FieldOf<Row>[] }
  | { readonly kind: 'none' };

export interface EntityDescriptor<
  Row = unknown,
  Table extends string = string,
  Key extends FieldOf<Row> = FieldOf<Row>,
> {
  /** Client (Dexie) table name. */
  readonly table: Table;
  /** The field whose value is the change id and the Dexie primary key. */
  readonly key: Key;
  /** Secondary Dexie indexes (`pending` is always added). */
  readonly indexes: readonly FieldOf<Row>[];
  readonly audience: Audience<Row>;
  readonly embeds: readonly Embed<Row>[];
  readonly window: SnapshotWindow<Row>;
  /**
   * The members whose row this is (ADR 024): a block between the viewer and any of them hides
   * the row from the viewer everywhere it is served (pull, live frames), and the block and
   * unblock re-log it for both sides. Every entity names them: a new one cannot forget.
   */
  readonly owners: readonly FieldOf<Row>[];
  /** Phantom: the shared reply type of a row. Never set at run time. */
  readonly row?: Row;
}

/** `entity<Post>()({...})`: fixes the row type, infers the table and key literals. */
const entity =
  <Row>() =>
  <Table extends string, Key extends FieldOf<Row>>(
    d: EntityDescriptor<Row, Table, Key>,
  ): EntityDescriptor<Row, Table, Key> =>
    d;

const PUBLIC = { kind: 'public' } as const;
const NO_EMBEDS = [] as const;
const AUTHOR = [{ field: 'author', via: 'authorId', entity: 'user' }] as const;

/** Every replicated entity, in the order snapshots list them. */
const ENTITIES = {
  post: entity<Post>()({
    table: 'posts',
    key: 'id',
    indexes: ['createdAt', 'authorId'],
    audience: PUBLIC,
    embeds: AUTHOR,
    window: { kind: 'feed' },
    owners: ['authorId'],
  }),
  job: entity<Job>()({
    table: 'jobs',
    key: 'id',
    indexes: ['createdAt', 'authorId'],
    audience: PUBLIC,
    embeds: AUTHOR,
    window: { kind: 'openJobs' },
    owners: ['authorId'],
  }),
  event: entity<Event>()({
    table: 'events',
    key: 'id',
    indexes: ['createdAt', 'eventDate', 'authorId'],
    audience: PUBLIC,
    embeds: AUTHOR,
    window: { kind: 'feed' },
    owners: ['authorId'],
  }),
  user: entity<User>()({
    table: 'users',
    key: 'id',
    indexes: [],
    audience: PUBLIC,
    embeds: NO_EMBEDS,
    window: { kind: 'own', fields: ['id'] },
    owners: ['id'],
  }),
  connection: entity<Connection>()({
    table: 'connections',
    key: 'id',
    indexes: ['requesterId', 'addresseeId', 'status'],
    audience: { kind: 'members', fields: ['requesterId', 'addresseeId'] },
    embeds: NO_EMBEDS,
    window: { kind: 'own', fields: ['requesterId', 'addresseeId'] },
    owners: ['requesterId', 'addresseeId'],
  }),
  course: entity<Course>()({
    table: 'courses',
    key: 'id',
    indexes: ['userId', 'courseCode'],
    audience: PUBLIC,
    embeds: NO_EMBEDS,
    window: { kind: 'own', fields: ['userId'] },
    owners: ['userId'],
  }),
  portfolioItem: entity<PortfolioItem>()({
    table: 'portfolioItems',
    key: 'id',
    indexes: ['userId', 'createdAt'],
    audience: PUBLIC,
    embeds: NO_EMBEDS,
    window: { kind: 'own', fields: ['userId'] },
    owners: ['userId'],
  }),
  application: entity<Application>()({
    table: 'applications',
    key: 'id',
    indexes: ['jobId', 'applicantId', 'status', 'createdAt'],
    audience: { kind: 'custom', rule: 'applicantAndJobAuthor' },
    embeds: NO_EMBEDS,
    window: { kind: 'own', fields: ['applicantId'] },
    owners: ['applicantId'],
  }),
  savedJob: entity<SavedJob>()({
    table: 'savedJobs',
    key: 'jobId',
    indexes: ['userId'],
    audience: { kind: 'members', fields: ['userId'] },
    embeds: NO_EMBEDS,
    window: { kind: 'own', fields: ['userId'] },
    owners: [],
  }),
  postLike: entity<PostLike>()({
    table: 'postLikes',
    key: 'postId',
    indexes: ['userId'],
    audience: { kind: 'members', fields: ['userId'] },
    embeds: NO_EMBEDS,
    window: { kind: 'own', fields: ['userId'] },
    owners: [],
  }),
  eventRsvp: entity<EventRsvp>()({
    table: 'eventRsvps',
    key: 'eventId',
    indexes: ['userId'],
    audience: { kind: 'members', fields: ['userId'] },
    embeds: NO_EMBEDS,
    window: { kind: 'own', fields: ['userId'] },
    owners: [],
  }),
  skillEndorsement: entity<SkillEndorsement>()({
    table: 'skillEndorsements',
    key: 'id',
    indexes: ['userId', 'endorserId'],
    audience: { kind: 'members', fields: ['userId', 'endorserId'] },
    embeds: NO_EMBEDS,
    window: { kind: 'own', fields: ['userId', 'endorserId'] },
    owners: ['userId', 'endorserId'],
  }),
  portfolioItemLike: entity<PortfolioItemLike>()({
    table: 'portfolioItemLikes',
    key: 'itemId',
    indexes: ['userId'],
    audience: { kind: 'members', fields: ['userId'] },
    embeds: NO_EMBEDS,
    window: { kind: 'own', fields: ['userId'] },
    owners: [],
  }),
  comment: entity<Comment>()({
    table: 'comments',
    key: 'id',
    indexes: ['postId', 'createdAt', 'authorId'],
    audience: PUBLIC,
    embeds: AUTHOR,
    window: { kind: 'feed' },
    owners: ['authorId', 'postAuthorId'],
  }),
  collaboration: entity<Collaboration>()({
    table: 'collaborations',
    key: 'id',
    indexes: ['authorId', 'applicantId'],
    audience: { kind: 'members', fields: ['authorId', 'applicantId'] },
    embeds: NO_EMBEDS,
    window: { kind: 'own', fields: ['authorId', 'applicantId'] },
    owners: ['authorId', 'applicantId'],
  }),
  // Direct messages (ADR 045): seen by the conversation's members who have not left it or
  // deleted its request (rule conversationMembers); the snapshot holds every conversation of the
  // member with its members and the newest MESSAGES_WINDOW_PER_CONVERSATION messages of each.
  conversation: entity<Conversation>()({
    table: 'conversations',
    key: 'id',
    indexes: ['lastMessageAt'],
    audience: { kind: 'custom', rule: 'conversationMembers' },
    embeds: NO_EMBEDS,
    window: { kind: 'own', fields: ['createdBy'] },
    owners: [],
  }),
  conversationMember: entity<ConversationMember>()({
    table: 'conversationMembers',
    key: 'id',
    indexes: ['conversationId', 'userId'],
    audience: { kind: 'custom', rule: 'conversationMembers' },
    embeds: NO_EMBEDS,
    window: { kind: 'own', fields: ['userId'] },
    owners: ['userId'],
  }),
  message: entity<Message>()({
    table: 'messages',
    key: 'id',
    indexes: ['conversationId', 'createdAt'],
    audience: { kind: 'custom', rule: 'conversationMembers' },
    embeds: NO_EMBEDS,
    window: { kind: 'own', fields: ['senderId'] },
    owners: ['senderId'],
  }),
  notification: entity<Notification>()({
    table: 'notifications',
    key: 'id',
    indexes: ['createdAt', 'type'],
    audience: { kind: 'members', fields: ['userId'] },
    embeds: NO_EMBEDS,
    window: { kind: 'own', fields: ['userId'] },
    owners: [],
  }),
  block: entity<Block>()({
    table: 'blocks',
    key: 'blockedId',
    indexes: [],
    audience: { kind: 'members', fields: ['userId'] },
    embeds: NO_EMBEDS,
    window: { kind: 'own', fields: ['userId'] },
    owners: [],
  }),
  mute: entity<Mute>()({
    table: 'mutes',
    key: 'mutedId',
    indexes: [],
    audience: { kind: 'members', fields: ['userId'] },
    embeds: NO_EMBEDS,
    window: { kind: 'own', fields: ['userId'] },
    owners: [],
  }),
};

export type Entities = typeof ENTITIES;
export type ReplicatedEntity = keyof Entities;

export const REPLICATED_ENTITIES = Object.keys(ENTITIES) as [
  ReplicatedEntity,
  ...ReplicatedEntity[],
];

/** The shared reply type of an entity's rows. */
export type EntityRow<E extends ReplicatedEntity> = NonNullable<Entities[E]['row']>;

export type ReplicaTableName = Entities[ReplicatedEntity]['table'];

/** The entity a client table holds. */
type EntityOfTable<T extends ReplicaTableName> = {
  [E in ReplicatedEntity]: Entities[E]['table'] extends T ? E : never;
}[ReplicatedEntity];

/** Each client table's row type (the entity's reply type). */
export type ReplicaEntities = { [T in ReplicaTableName]: EntityRow<EntityOfTable<T>> };

/** Any descriptor, for code that walks the list. */
export type AnyEntityDescriptor = EntityDescriptor<Record<string, unknown>>;

export function descriptorOf(name: ReplicatedEntity): AnyEntityDescriptor {
  return ENTITIES[name] as unknown as AnyEntityDescriptor;
}

export const REPLICA_TABLES = REPLICATED_ENTITIES.map((e) => ENTITIES[e].table) as [
  ReplicaTableName,
  ...ReplicaTableName[],
];

export const ENTITY_TABLES = Object.fromEntries(
  REPLICATED_ENTITIES.map((e) => [e, ENTITIES[e].table]),
) as { [E in ReplicatedEntity]: Entities[E]['table'] };

const TABLE_ENTITIES = Object.fromEntries(
  REPLICATED_ENTITIES.map((e) => [ENTITIES[e].table, e]),
) as { [T in ReplicaTableName]: EntityOfTable<T> };

export function isReplicatedEntity(name: string): name is ReplicatedEntity {
  return Object.hasOwn(ENTITIES, name);
}

/** The key field of a client table's rows. */
export function keyFieldOf(table: ReplicaTableName): string {
  return ENTITIES[TABLE_ENTITIES[table]].key;
}

/** The row's key (its change id), or undefined when the row has none. */
export function rowKeyOf(
  table: ReplicaTableName,
  row: Record<string, unknown>,
): string | undefined {
  const value = row[keyFieldOf(table)];
  return typeof value === 'string' ? value : undefined;
}

/** Dexie's store spec of an entity's table: the key, the indexes, then `pending`. */
export function dexieStoreOf(name: ReplicatedEntity): string {
  const d = descriptorOf(name);
  return [d.key, ...d.indexes, 'pending'].join(', ');
}

/** Dexie's stores of every replica table. */
export function replicaStores(): Record<ReplicaTableName, string> {
  return Object.fromEntries(
    REPLICATED_ENTITIES.map((e) => [ENTITIES[e].table, dexieStoreOf(e)]),
  ) as Record<ReplicaTableName, string>;
}

/** Entities whose snapshot is the feed window (the client trims them to it). */
export const FEED_WINDOW_TABLES = REPLICATED_ENTITIES.filter(
  (e) => ENTITIES[e].window.kind === 'feed',
).map((e) => ENTITIES[e].table);
