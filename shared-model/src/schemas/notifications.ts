// Notifications (spec part 2 §3, §4, §7 "Notifications and live updates").
import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../catalogues';
import { parseNotificationData } from '../notification-types';
import { CountReply, Id, Timestamp } from './common';
import { mutation } from './mutation-def';

const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);

/** data is an object or a JSON string; both read as an object. Keys by type: applicationId,
 *  jobId, senderId, endorserId, viewerId, newUserId (profile views also carry viewer). */
const NotificationData = z
  .union([z.record(z.string(), z.unknown()), z.string(), z.null()])
  .optional()
  .transform((v) => parseNotificationData(v));

/** A notification (replicated entity 'notification', the recipient's own). */
export const Notification = z.object({
  id: Id,
  userId: Id.optional(),
  type: NotificationTypeSchema,
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: Timestamp,
  data: NotificationData,
});
export type Notification = z.infer<typeof Notification>;

/** GET /api/notifications, newest first. */
export const NotificationListReply = z.array(Notification);
export type NotificationListReply = z.infer<typeof NotificationListReply>;

/** GET /api/notifications/count: unread count. */
export const NotificationCountReply = CountReply;
export type NotificationCountReply = z.infer<typeof NotificationCountReply>;

/** The notifications writes of the outbox (see mutations.ts). */
export const NotificationMutations = {
  markAllNotificationsRead: mutation('PATCH', '/api/notifications/mark-all-read'),
  markNotificationRead: mutation('PATCH', '/api/notifications/:id/read'),
  deleteNotification: mutation('DELETE', '/api/notifications/:id'),
} as const;
