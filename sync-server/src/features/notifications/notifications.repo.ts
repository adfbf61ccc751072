// Drizzle queries of a member's notifications; every one is scoped to the recipient.
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import type { NotificationRow } from './notifications.serialize';

/** How many notifications GET /api/notifications returns (newest first). */
const NOTIFICATIONS_LIST_LIMIT = 100;

const mine = (userId: string, id: string) =>
  and(eq(notifications.id, id), eq(notifications.userId, userId));

export function listNotifications(db: AppDb, userId: string): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LIST_LIMIT);
}

export async function unreadCount(db: AppDb, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return Number(row?.n ?? 0);
}

export async function markRead(db: AppDb, userId: string, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(mine(userId, id))
    .returning();
  return row;
}

export async function markAllRead(db: AppDb, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotification(db: AppDb, userId: string, id: string) {
  const [row] = await db.delete(notifications).where(mine(userId, id)).returning();
  return row;
}
