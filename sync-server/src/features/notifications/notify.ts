// The one door features use to notify a member (decisions.md "Notifications (who gets what)"):
// in the caller's transaction the notification is stored (so it replicates through change_log),
// announced on /ws (NOTIFY is delivered on commit only), and queued for web push and e-mail
// (deliveries.ts; the dispatcher sends them after the commit). A replayed mutation does not run
// again, so an event notifies once. A recipient whose e-mail is not verified keeps the stored row
// (theirs once verified) but is told nothing meanwhile: no /ws message, no push, no e-mail
// (ADR 023).
import type { NotificationType } from '@greenroom/shared-model/catalogues';
import { NOTIFICATION_KINDS } from '@greenroom/shared-model/notification-types';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { publishToUser } from '../../live/channels';
import { silencedPairs } from '../privacy/blocks.repo';
import { queueDeliveries } from './deliveries';
import { type NotificationRow, toNotification } from './notifications.serialize';

export interface NotificationEvent {
  recipientId: string;
  /**
   * The member whose act this is (null: nobody's, e.g. a system message). A recipient who muted
   * or blocked the actor, or whom the actor blocked, is not notified (ADR 024): every caller
   * says who acted, so no feature can notify across a block or a mute.
   */
  actorId: string | null;
  type: NotificationType;
  title: string;
  message: string;
  data: Record<string, unknown>;
  /**
   * Unread notifications of the recipient with this key are one: a new event rewrites it (title,
   * message, data; it moves to the top) instead of adding another, and its pushes go out at most
   * once an hour (GROUP_PUSH_INTERVAL). Likes of a post: "Ada and 3 others liked your post".
   */
  group?: string;
}

/** A grouped notification is pushed again only this long after its last push. */
const GROUP_PUSH_INTERVAL = '1 hour';

/** The stored notification, or null when a block or a mute silenced it. */
export async function notify(db: AppDb, event: NotificationEvent): Promise<NotificationRow | null> {
  const [row] = await notifyAll(db, [event]);
  return row ?? null;
}

/** Several notifications in one insert (a fan-out such as classmate_joined). */
export async function notifyAll(
  db: AppDb,
  all: readonly NotificationEvent[],
): Promise<NotificationRow[]> {
  const silenced = await silencedPairs(
    db,
    all.flatMap((e) => (e.actorId ? [{ recipientId: e.recipientId, actorId: e.actorId }] : [])),
  );
  const events = all.filter((e) => !e.actorId || !silenced.has(`${e.recipientId}:${e.actorId}`));
  if (events.length === 0) return [];
  const single = events.filter((e) => !e.group);
  const rows =
    single.length === 0
      ? []
      : await db
          .insert(notifications)
          .values(
            single.map((event) => ({
              userId: event.recipientId,
              type: event.type,
              title: event.title,
              message: event.message,
              data: event.data,
            })),
          )
          .returning();
  const deliverable = rows.map((r) => r.id);
  for (const event of events.filter((e) => e.group)) {
    const { row, pushNow } = await upsertGrouped(db, event);
    rows.push(row);
    if (pushNow) deliverable.push(row.id);
  }
  const recipients = [...new Set(rows.map((r) => r.userId))];
  const verified = new Set(
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, recipients), eq(users.isVerified, true)))
    ).map((u) => u.id),
  );
  const told = rows.filter((r) => verified.has(r.userId));
  for (const row of told) {
    await publishToUser(db, row.userId, {
      type: 'notification',
      notification: toNotification(row),
    });
  }
  await queueDeliveries(
    db,
    told.filter((r) => deliverable.includes(r.id)).map((r) => r.id),
  );
  return rows;
}

/**
 * The group's unread notification, new or rewritten; pushNow once an hour at most, or at every
 * event for a type that says `pushEachInGroup` (a conversation: each message, the newer push
 * replacing the older on the device by its tag).
 */
async function upsertGrouped(
  db: AppDb,
  event: NotificationEvent,
): Promise<{ row: NotificationRow; pushNow: boolean }> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: event.recipientId,
      type: event.type,
      title: event.title,
      message: event.message,
      data: event.data,
      groupKey: event.group,
    })
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.groupKey],
      targetWhere: sql`${notifications.groupKey} is not null and not ${notifications.isRead}`,
      set: { title: event.title, message: event.message, data: event.data, createdAt: sql`now()` },
    })
    .returning();
  const pushed = await db
    .update(notifications)
    .set({ pushedAt: sql`now()` })
    .where(
      and(
        eq(notifications.id, row!.id),
        NOTIFICATION_KINDS[event.type].pushEachInGroup
          ? undefined
          : sql`(${notifications.pushedAt} is null or ${notifications.pushedAt} < now() - ${GROUP_PUSH_INTERVAL}::interval)`,
      ),
    )
    .returning({ id: notifications.id });
  return { row: row!, pushNow: pushed.length > 0 };
}
