// The transactional outbox of notify(): in the notifying transaction, a push delivery for every
// subscription of the recipient (unless they keep that type in the app) and the notification in
// the recipient's e-mail batch of that type (when their flags allow and the address is verified).
// The dispatcher sends them after the commit. A batch of a kind told only while unread (messages)
// waits an hour from its first notification.
import { NOTIFICATION_KINDS } from '@greenroom/shared-model/notification-types';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema/users';

/** An e-mail batch waits at least this long after the previous e-mail of its kind. */
export const EMAIL_BATCH_INTERVAL = '1 hour';

function idList(ids: readonly string[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}

/** `case n.type when 'connection_request' then u.email_connection_requests … else false end` */
function emailFlagOfType(): SQL {
  const whens = Object.entries(NOTIFICATION_KINDS).flatMap(([type, kind]) =>
    kind.email ? [sql`when ${type} then u.${sql.identifier(users[kind.email.switch].name)}`] : [],
  );
  return sql`case n.type ${sql.join(whens, sql` `)} else false end`;
}

/** When a new batch of the type is due: now, or an hour on for a kind told only if still unread. */
function firstSendOfType(): SQL {
  const waiting = Object.entries(NOTIFICATION_KINDS).flatMap(([type, kind]) =>
    kind.email?.whenUnreadAfterAnHour ? [sql`${type}`] : [],
  );
  if (waiting.length === 0) return sql`now()`;
  return sql`case when n.type in (${sql.join(waiting, sql`, `)})
    then now() + ${EMAIL_BATCH_INTERVAL}::interval else now() end`;
}

export async function queueDeliveries(db: AppDb, notificationIds: readonly string[]) {
  if (notificationIds.length === 0) return;
  const ids = idList(notificationIds);
  await db.execute(sql`
    insert into push_deliveries (notification_id, subscription_id)
    select n.id, s.id
    from notifications n
    join users u on u.id = n.user_id
    join push_subscriptions s on s.user_id = n.user_id
    where n.id in (${ids}) and not (n.type = any(u.push_muted_types))
    on conflict do nothing`);
  await db.execute(sql`
    insert into email_sends (user_id, kind, pending, next_send_at)
    select n.user_id, n.type, jsonb_agg(n.id), ${firstSendOfType()}
    from notifications n
    join users u on u.id = n.user_id
    where n.id in (${ids}) and u.is_verified and u.email_notifications and ${emailFlagOfType()}
    group by n.user_id, n.type
    on conflict (user_id, kind) do update set
      pending = email_sends.pending || excluded.pending,
      next_send_at = coalesce(
        email_sends.next_send_at,
        greatest(excluded.next_send_at, email_sends.last_sent_at + ${EMAIL_BATCH_INTERVAL}::interval))`);
}
