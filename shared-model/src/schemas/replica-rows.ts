// The reply schema each replicated entity's rows are serialised with (ADR 006). Typed against the
// descriptors' row types, so a descriptor and its schema cannot drift apart.
import type { z } from 'zod';
import type { EntityRow, ReplicatedEntity } from '../entities';
import { Application } from './applications';
import { Collaboration } from './collaborations';
import { Comment } from './comments';
import { Connection } from './connections';
import { Course } from './courses';
import { SkillEndorsement } from './endorsements';
import { Event, EventRsvp } from './events';
import { Job, SavedJob } from './jobs';
import { Conversation, ConversationMember, Message } from './messages';
import { Notification } from './notifications';
import { PortfolioItem, PortfolioItemLike } from './portfolio';
import { Post, PostLike } from './posts';
import { Block, Mute } from './privacy';
import { User } from './users';

const REPLICA_ROW_SCHEMAS: {
  [E in ReplicatedEntity]: z.ZodType<EntityRow<E>, unknown>;
} = {
  post: Post,
  job: Job,
  event: Event,
  user: User,
  connection: Connection,
  course: Course,
  portfolioItem: PortfolioItem,
  application: Application,
  savedJob: SavedJob,
  postLike: PostLike,
  eventRsvp: EventRsvp,
  skillEndorsement: SkillEndorsement,
  portfolioItemLike: PortfolioItemLike,
  comment: Comment,
  collaboration: Collaboration,
  conversation: Conversation,
  conversationMember: ConversationMember,
  message: Message,
  notification: Notification,
  block: Block,
  mute: Mute,
};

/** Why a pulled row does not match its entity's schema (first issue), or null when it does. */
export function replicaRowProblem(entity: ReplicatedEntity, row: unknown): string | null {
  const result = REPLICA_ROW_SCHEMAS[entity].safeParse(row);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return issue ? `${issue.path.join('.') || '(row)'}: ${issue.message}` : 'invalid';
}
