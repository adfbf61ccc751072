// Who hears of a comment (#34): the post's author (`comment`, one unread notification per post
// however many comment), the author of the comment a reply answers (`comment`), and each member
// it mentions (`mention`). Each member is told once per comment, by the first of those that
// applies; notify() drops what a block or a mute silences.
import { mentionedIds } from '@greenroom/shared-model/rows/comments';
import {
  commentText,
  mentionText,
  NOTIFICATION_TEXTS,
  replyText,
} from '@greenroom/shared-model/texts';
import type { AppDb } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { type NotificationEvent, notifyAll } from '../notifications/notify';
import { isBlockedBetween } from '../privacy/blocks.repo';
import { commentersExcept, existingMemberIds } from './comments.repo';
import type { CommentRow } from './comments.serialize';

const nameOf = (u: UserRow) => `${u.firstName} ${u.lastName}`.trim();

/** A new comment: its post's author, the answered comment's author, the mentioned members. */
export async function notifyOfComment(
  db: AppDb,
  comment: CommentRow,
  actor: UserRow,
  parent: CommentRow | undefined,
): Promise<void> {
  const name = nameOf(actor);
  const data = { postId: comment.postId, commentId: comment.id, commenterId: actor.id };
  const told = new Set([actor.id]);
  const events: NotificationEvent[] = [];
  if (!told.has(comment.postAuthorId)) {
    told.add(comment.postAuthorId);
    const others = (await commentersExcept(db, comment.postId, comment.postAuthorId)) - 1;
    events.push({
      recipientId: comment.postAuthorId,
      actorId: actor.id,
      type: 'comment',
      title: NOTIFICATION_TEXTS.commentTitle,
      message: commentText(name, others),
      data,
      group: `comment:post:${comment.postId}`,
    });
  }
  if (parent && !told.has(parent.authorId)) {
    told.add(parent.authorId);
    events.push({
      recipientId: parent.authorId,
      actorId: actor.id,
      type: 'comment',
      title: NOTIFICATION_TEXTS.replyTitle,
      message: replyText(name),
      data,
    });
  }
  events.push(...(await mentionEvents(db, comment, actor, mentionedIds(comment.content), told)));
  await notifyAll(db, events);
}

/** An edit: only the members it newly mentions. */
export async function notifyOfEdit(
  db: AppDb,
  before: CommentRow,
  after: CommentRow,
  actor: UserRow,
): Promise<void> {
  const earlier = new Set(mentionedIds(before.content));
  const added = mentionedIds(after.content).filter((id) => !earlier.has(id));
  await notifyAll(db, await mentionEvents(db, after, actor, added, new Set([actor.id])));
}

/** Mentions of members who exist, were not told already and may see the post. */
async function mentionEvents(
  db: AppDb,
  comment: CommentRow,
  actor: UserRow,
  ids: readonly string[],
  told: Set<string>,
): Promise<NotificationEvent[]> {
  const events: NotificationEvent[] = [];
  for (const id of await existingMemberIds(db, ids)) {
    if (told.has(id)) continue;
    // A member the post's author blocked (or who blocked them) does not see the post.
    if (await isBlockedBetween(db, id, comment.postAuthorId)) continue;
    told.add(id);
    events.push({
      recipientId: id,
      actorId: actor.id,
      type: 'mention',
      title: NOTIFICATION_TEXTS.mentionTitle,
      message: mentionText(nameOf(actor)),
      data: { postId: comment.postId, commentId: comment.id, commenterId: actor.id },
    });
  }
  return events;
}
