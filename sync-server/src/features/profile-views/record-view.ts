// A member opened another member's profile (GET /api/users/{id}): record the view and tell the
// viewed member — a stored profile_view notification and the live profile_view_notification
// (spec part 2 §7), both sent once the recording commits.
import { NOTIFICATION_TEXTS, profileViewedText } from '@greenroom/shared-model/texts';
import type { AppDb } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { publishToUser } from '../../live/channels';
import { notify } from '../notifications/notify';
import { recordView } from './profile-views.repo';

export async function recordProfileView(
  db: AppDb,
  viewer: UserRow,
  viewed: UserRow,
  now: Date,
): Promise<boolean> {
  if (viewed.isSuspended) return false;
  return db.transaction(async (tx) => {
    if (!(await recordView(tx, viewer, viewed.id, now))) return false;
    const who = { id: viewer.id, firstName: viewer.firstName, lastName: viewer.lastName };
    const told = await notify(tx, {
      recipientId: viewed.id,
      actorId: viewer.id,
      type: 'profile_view',
      title: NOTIFICATION_TEXTS.profileViewTitle,
      message: profileViewedText(viewer.firstName, viewer.lastName),
      data: { viewerId: viewer.id, viewer: who },
    });
    // A viewed member who muted or blocked the viewer hears nothing of it.
    if (!told) return true;
    await publishToUser(tx, viewed.id, {
      type: 'profile_view_notification',
      data: { viewer: who },
    });
    return true;
  });
}
