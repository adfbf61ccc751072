// GET /api/notifications (newest first) and /api/notifications/count (unread), the signed-in
// member's own (spec part 2 §7). The writes are mutators.
import type {
  NotificationCountReply,
  NotificationListReply,
} from '@greenroom/shared-model/schemas/notifications';
import { Hono } from 'hono';
import type { HonoEnv } from '../../http/context';
import { declareInput } from '../../http/route-input';
import { requireUser } from '../auth/session';
import { listNotifications, unreadCount } from './notifications.repo';
import { toNotification } from './notifications.serialize';

export function notificationsRoutes() {
  const app = new Hono<HonoEnv>();

  app.get('/', requireUser, declareInput(), async (c) => {
    const rows = await listNotifications(c.var.db, c.var.user!.id);
    return c.json(rows.map(toNotification) satisfies NotificationListReply);
  });

  app.get('/count', requireUser, declareInput(), async (c) => {
    const reply: NotificationCountReply = { count: await unreadCount(c.var.db, c.var.user!.id) };
    return c.json(reply);
  });

  return app;
}
