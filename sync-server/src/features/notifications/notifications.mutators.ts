// The notification writes (spec part 2 §7): read one, read all, delete one. Only the recipient
// touches a notification; anyone else's answers 404 (its existence is private).
import { NOTIFICATION_TEXTS } from '@greenroom/shared-model/texts';
import { defineMutator, refuse, reply } from '../../mutators/define';
import { idOf } from '../../mutators/path-id';
import { deleteNotification, markAllRead, markRead } from './notifications.repo';
import { toNotification } from './notifications.serialize';

const markNotificationReadMutator = defineMutator('markNotificationRead', {
  async run({ db, actor, params }) {
    const id = idOf(params.id);
    const row = id ? await markRead(db, actor.id, id) : undefined;
    return row ? reply(toNotification(row)) : refuse(404, NOTIFICATION_TEXTS.notFound);
  },
});

const markAllNotificationsReadMutator = defineMutator('markAllNotificationsRead', {
  async run({ db, actor }) {
    return reply({ updated: await markAllRead(db, actor.id) });
  },
});

const deleteNotificationMutator = defineMutator('deleteNotification', {
  async run({ db, actor, params }) {
    const id = idOf(params.id);
    const row = id ? await deleteNotification(db, actor.id, id) : undefined;
    return row ? reply(toNotification(row)) : refuse(404, NOTIFICATION_TEXTS.notFound);
  },
});

export const NOTIFICATION_MUTATORS = [
  markNotificationReadMutator,
  markAllNotificationsReadMutator,
  deleteNotificationMutator,
];
