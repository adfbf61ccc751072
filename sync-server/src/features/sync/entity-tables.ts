// The PostgreSQL table of every replicated entity, and the columns of its descriptor's fields.
// The pull registry and the check of the change-log triggers both map descriptors through here.
import { descriptorOf, type ReplicatedEntity } from '@greenroom/shared-model/entities';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { postComments } from '../../db/schema/comments';
import { connections } from '../../db/schema/connections';
import { skillEndorsements } from '../../db/schema/endorsements';
import { eventRsvps, events, postLikes, posts } from '../../db/schema/feed';
import { applications, collaborations, jobs, savedJobs } from '../../db/schema/jobs';
import { conversationMembers, conversations, messages } from '../../db/schema/messages';
import { notifications } from '../../db/schema/notifications';
import { blocks, mutes } from '../../db/schema/privacy';
import { courses, portfolioItemLikes, portfolioItems } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';

export const ENTITY_SQL_TABLES = {
  post: posts,
  job: jobs,
  event: events,
  user: users,
  connection: connections,
  course: courses,
  portfolioItem: portfolioItems,
  application: applications,
  savedJob: savedJobs,
  postLike: postLikes,
  eventRsvp: eventRsvps,
  skillEndorsement: skillEndorsements,
  portfolioItemLike: portfolioItemLikes,
  comment: postComments,
  collaboration: collaborations,
  conversation: conversations,
  conversationMember: conversationMembers,
  message: messages,
  notification: notifications,
  block: blocks,
  mute: mutes,
} satisfies Record<ReplicatedEntity, PgTable>;

/** The column holding a descriptor field of the entity; throws when the table has none. */
export function columnOf(entity: ReplicatedEntity, field: string): PgColumn {
  const column = (getTableColumns(ENTITY_SQL_TABLES[entity]) as Record<string, PgColumn>)[field];
  if (!column) throw new Error(`${entity}: field ${field} is not a column of its table`);
  return column;
}

/** The SQL columns a descriptor names: key, member audience, embeds' references. */
export function descriptorColumns(entity: ReplicatedEntity) {
  const d = descriptorOf(entity);
  const name = (field: string) => columnOf(entity, field).name;
  return {
    key: name(d.key),
    audience: d.audience.kind === 'members' ? d.audience.fields.map(name) : [],
    embeds: d.embeds.map((e) => ({ entity: e.entity, via: name(e.via) })),
  };
}
