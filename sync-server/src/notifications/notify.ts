// The one door features use to notify a member (decisions.md "Notifications (who gets what)"):
// the notification is stored in the caller's transaction (so it replicates through change_log)
// and announced on /ws once that transaction commits (NOTIFY is delivered on commit only).
// Web push and e-mail join here (issue 11); callers do not change.
import type { NotificationType } from '@greenroom/shared-model/catalogues';
import type { AppDb } from '../db/client';
import { notifications } from '../db/schema/notifications';
import { publishToUser } from '../live/channels';
import { type NotificationRow, toNotification } from './notifications.serialize';

export interface NotificationEvent {
  recipientId: string;
  type: NotificationType;
  title: string;
  message: string;
  data: Record<string, unknown>;
}

export async function notify(db: AppDb, event: NotificationEvent): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: event.recipientId,
      type: event.type,
      title: event.title,
      message: event.message,
      data: event.data,
    })
    .returning();
  await publishToUser(db, event.recipientId, {
    type: 'notification',
    notification: toNotification(row!),
  });
  return row!;
}
