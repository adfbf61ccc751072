// Read one, read all, delete: the replica changes at once (pending) and the spec's call waits in
// the outbox, so the bell works offline.
import { readNotification } from '@greenroom/shared-model/rows/notifications';
import type { Notification } from '@greenroom/shared-model/schemas/notifications';
import type { MemberDb } from '../../../client-core/local-db/member-db';
import { enqueueMutation } from '../../../client-core/outbox/enqueue-mutation';
import {
  captureUndo,
  deleteOptimistic,
  putPending,
  rowsOf,
} from '../../../client-core/outbox/undo';

export async function markNotificationRead(db: MemberDb, id: string) {
  return enqueueMutation(db, 'markNotificationRead', {
    params: { id },
    entity: 'notifications',
    entityId: id,
    tables: ['notifications'],
    undo: (tx) => captureUndo(tx, 'notifications', id),
    apply: async (tx) => {
      const row = (await rowsOf(tx, 'notifications').get(id)) as Notification | undefined;
      if (row && !row.isRead) await putPending(tx, 'notifications', readNotification(row));
    },
  });
}

export async function markAllNotificationsRead(db: MemberDb) {
  const unread = ((await db.notifications.toArray()) as Notification[]).filter((n) => !n.isRead);
  return enqueueMutation(db, 'markAllNotificationsRead', {
    tables: ['notifications'],
    undo: (tx) =>
      captureUndo(
        tx,
        'notifications',
        unread.map((n) => n.id),
      ),
    apply: async (tx) => {
      for (const n of unread) await putPending(tx, 'notifications', readNotification(n));
    },
  });
}

export async function deleteNotification(db: MemberDb, id: string) {
  return enqueueMutation(db, 'deleteNotification', {
    params: { id },
    entity: 'notifications',
    entityId: id,
    tables: ['notifications'],
    undo: (tx) => captureUndo(tx, 'notifications', id),
    apply: (tx) => deleteOptimistic(tx, 'notifications', id),
  });
}
