// What the optimistic notification and the server's share: reading marks it read.
import type { Notification } from '../schemas/notifications';

export function readNotification<N extends Notification>(row: N): N {
  return row.isRead ? row : { ...row, isRead: true };
}
