// The one serialisation of a notification row (REST, sync, the live `notification` message).
import type { NotificationType } from '@greenroom/shared-model/catalogues';
import type { Notification } from '@greenroom/shared-model/schemas/notifications';
import type { notifications } from '../../db/schema/notifications';

export type NotificationRow = typeof notifications.$inferSelect;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type as NotificationType,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    data: row.data,
  };
}
