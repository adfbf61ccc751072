// Sends what notify() queued (deliveries.ts), after the commit, from every server process:
// due rows are claimed with SKIP LOCKED (a lease: the claim moves their time forward), so no two
// processes send the same push or e-mail and a crash only delays them (a crash after the send and
// before its row is updated sends it again: at least once, never lost). Woken by the
// `greenroom_deliveries` NOTIFY of the queueing transaction, and by a sweep for retries.
import type { NotificationType } from '@greenroom/shared-model/catalogues';
import {
  type EmailKindSwitch,
  NOTIFICATION_KINDS,
  notificationTarget,
  parseNotificationData,
} from '@greenroom/shared-model/notification-types';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type AppDb, queryRows } from '../../db/client';
import { notifications, pushDeliveries, pushSubscriptions } from '../../db/schema/notifications';
import { type UserRow, users } from '../../db/schema/users';
import type { AppEnv } from '../../env';
import { errorData, type Logger } from '../../logger';
import type { Mailer } from '../../mail';
import {
  notificationEmail,
  UNREAD_MESSAGES_SUBJECT,
  unreadMessagesItem,
} from '../../mail/templates';
import { unreadConversations } from '../messages/unread-digest';
import { EMAIL_BATCH_INTERVAL } from './deliveries';
import { unsubscribeToken } from './email/email-links';
import type { NotificationRow } from './notifications.serialize';
import { pushMessageOf, pushOrigin } from './push/push-message';
import type { PushTransport } from './push/push-transport';

const DELIVERIES_CHANNEL = 'greenroom_deliveries';
const PUSH_BATCH = 200;
const EMAIL_BATCH = 50;
const PUSH_CONCURRENCY = 32;
const MAX_PUSH_ATTEMPTS = 6;
const SWEEP_MS = 15_000;
/** How long a claimed e-mail batch is another process's to send; after it, it is due again. */
const EMAIL_LEASE = '15 minutes';

export interface DispatcherDeps {
  db: AppDb;
  env: AppEnv;
  logger: Logger;
  push: PushTransport;
  mailer: Mailer;
  /** The e-mail link key (vapid.ts `emailLinkKey`). */
  emailKey: string;
  listen?: (channel: string, fn: () => void) => Promise<() => Promise<void> | void>;
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

function backoffMs(attempts: number, retryAfterMs?: number): number {
  return Math.max(retryAfterMs ?? 0, Math.min(30_000 * 2 ** (attempts - 1), 6 * 3_600_000));
}

export function createDispatcher(deps: DispatcherDeps) {
  const { db, logger } = deps;
  const origin = pushOrigin(deps.env);
  let running: Promise<void> | null = null;
  let passes = 0;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void> | void) | undefined;

  /** One pass over due pushes; how many were claimed. */
  async function pushOnce(): Promise<number> {
    const claimed = await queryRows<{
      id: number;
      notification_id: string;
      subscription_id: string;
      attempts: number;
    }>(
      db,
      sql`update push_deliveries d
        set attempts = d.attempts + 1, next_attempt_at = now() + interval '2 minutes'
        from (select id from push_deliveries where next_attempt_at <= now()
              order by next_attempt_at limit ${PUSH_BATCH} for update skip locked) due
        where d.id = due.id
        returning d.id, d.notification_id, d.subscription_id, d.attempts`,
    );
    if (claimed.length === 0) return 0;
    const noteIds = [...new Set(claimed.map((c) => c.notification_id))];
    const subIds = [...new Set(claimed.map((c) => c.subscription_id))];
    const [notes, subs] = await Promise.all([
      db.select().from(notifications).where(inArray(notifications.id, noteIds)),
      db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.id, subIds)),
    ]);
    const noteById = new Map(notes.map((n) => [n.id, n]));
    const subById = new Map(subs.map((s) => [s.id, s]));
    const unread = await unreadCounts([...new Set(notes.map((n) => n.userId))]);
    await eachLimited(claimed, PUSH_CONCURRENCY, async (delivery) => {
      const note = noteById.get(delivery.notification_id);
      const sub = subById.get(delivery.subscription_id);
      if (!note || !sub) return void (await dropDelivery(delivery.id));
      const { payload, options } = pushMessageOf(note, unread.get(note.userId) ?? 0, origin);
      const outcome = await deps.push.send(sub, JSON.stringify(payload), options);
      if (outcome.kind === 'sent') {
        await dropDelivery(delivery.id);
        await db
          .update(pushSubscriptions)
          .set({ lastSuccessAt: new Date() })
          .where(eq(pushSubscriptions.id, sub.id));
      } else if (outcome.kind === 'gone') {
        // By endpoint and owner: a fresh subscription of the same endpoint is another row.
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
      } else if (outcome.kind === 'retry' && delivery.attempts < MAX_PUSH_ATTEMPTS) {
        const wait = backoffMs(delivery.attempts, outcome.retryAfterMs);
        await db
          .update(pushDeliveries)
          .set({ nextAttemptAt: new Date(Date.now() + wait) })
          .where(eq(pushDeliveries.id, delivery.id));
      } else {
        logger.warn('push: delivery given up', { reason: outcome.reason });
        await dropDelivery(delivery.id);
      }
    });
    return claimed.length;
  }

  async function dropDelivery(id: number) {
    await db.delete(pushDeliveries).where(eq(pushDeliveries.id, id));
  }

  async function unreadCounts(userIds: string[]): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select({ userId: notifications.userId, n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(inArray(notifications.userId, userIds), eq(notifications.isRead, false)))
      .groupBy(notifications.userId);
    return new Map(rows.map((r) => [r.userId, Number(r.n)]));
  }

  /**
   * One pass over due e-mail batches; how many were claimed. A batch is leased, not emptied: the
   * claim only moves its time forward (EMAIL_LEASE), so a process that dies while sending leaves
   * it to be sent after the lease. Only once the e-mail is sent (or there is nothing to send) are
   * its notifications taken out of `pending` — those that arrived meanwhile stay, for the next
   * e-mail after the batch interval.
   */
  async function emailOnce(): Promise<number> {
    const claimed = await queryRows<{ user_id: string; kind: string; pending: string[] }>(
      db,
      sql`update email_sends e set next_send_at = now() + ${EMAIL_LEASE}::interval
        from (select user_id, kind from email_sends where next_send_at <= now()
              order by next_send_at limit ${EMAIL_BATCH} for update skip locked) due
        where e.user_id = due.user_id and e.kind = due.kind
        returning e.user_id, e.kind, e.pending`,
    );
    for (const batch of claimed) {
      let sent: boolean;
      try {
        sent = await sendEmail(batch.user_id, batch.kind as NotificationType, batch.pending);
      } catch (error) {
        logger.error(
          'e-mail: a notification e-mail failed; it will be tried again',
          errorData(error),
        );
        await db.execute(sql`update email_sends set next_send_at = now() + interval '5 minutes'
          where user_id = ${batch.user_id}::uuid and kind = ${batch.kind}`);
        continue;
      }
      const done = sql`array(select jsonb_array_elements_text(${JSON.stringify(batch.pending)}::jsonb))`;
      await db.execute(sql`update email_sends set
          pending = pending - ${done},
          last_sent_at = case when ${sent}::boolean then now() else last_sent_at end,
          next_send_at = case when jsonb_array_length(pending - ${done}) = 0 then null
            else greatest(now(), coalesce(case when ${sent}::boolean then now() else last_sent_at end,
              now()) + ${EMAIL_BATCH_INTERVAL}::interval) end
        where user_id = ${batch.user_id}::uuid and kind = ${batch.kind}`);
    }
    return claimed.length;
  }

  /** Sends the batch's e-mail; false when there is nothing to send (flags off, notes gone). */
  async function sendEmail(userId: string, kind: NotificationType, ids: string[]) {
    const email = NOTIFICATION_KINDS[kind]?.email;
    const flag = email?.switch;
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user || !email || !flag || !mayEmail(user, flag)) return false;
    const notes = ids.length
      ? await db.select().from(notifications).where(inArray(notifications.id, ids))
      : [];
    if (notes.length === 0) return false;
    notes.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const origin = deps.env.PUBLIC_URL?.replace(/\/$/, '') ?? null;
    const link = (path: string | null) => (origin && path ? `${origin}${path}` : null);
    const items = email.whenUnreadAfterAnHour
      ? await unreadMessageItems(user.id, notes, link)
      : notes.map((n) => ({
          title: n.title,
          message: n.message,
          link: link(notificationTarget(n.type, n.data)),
        }));
    if (items.length === 0) return false;
    const content = notificationEmail({
      firstName: user.firstName,
      kindLabel: email.batchWords,
      items,
      ...(email.whenUnreadAfterAnHour ? { subject: UNREAD_MESSAGES_SUBJECT } : {}),
      unsubscribeLink: origin
        ? `${origin}/email/unsubscribe?token=${unsubscribeToken(deps.emailKey, user.id, flag)}`
        : null,
    });
    await deps.mailer.send({ to: user.email, ...content });
    return true;
  }

  /** The conversations of the batch still unread now, one line each (ADR 045). */
  async function unreadMessageItems(
    userId: string,
    notes: readonly NotificationRow[],
    link: (path: string | null) => string | null,
  ) {
    const ids = notes.flatMap((n) => {
      const id = parseNotificationData(n.data).conversationId;
      return typeof id === 'string' ? [id] : [];
    });
    const unread = await unreadConversations(db, userId, [...new Set(ids)]);
    return unread.map((c) => ({
      ...unreadMessagesItem(c),
      link: link(notificationTarget('message', { conversationId: c.conversationId })),
    }));
  }

  async function runOnce(): Promise<void> {
    for (;;) {
      again = false;
      passes++;
      const done = (await pushOnce()) + (await emailOnce());
      if ((done === 0 && !again) || stopped) return;
    }
  }

  /** Run now (or once more after the current run). */
  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = runOnce()
      .catch((error) => logger.error('notification deliveries failed', errorData(error)))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    kick,
    /** How many passes over due work have run (a dispatcher must go quiet when nothing is due). */
    passes: () => passes,
    /** Wait until nothing due is left (tests). */
    async drain(): Promise<void> {
      await kick();
      while (running) await running;
    },
    async start() {
      if (deps.listen) unlisten = await deps.listen(DELIVERIES_CHANNEL, () => void kick());
      timer = setInterval(() => void kick(), SWEEP_MS);
      timer.unref();
      void kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await unlisten?.();
      await running;
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;

function mayEmail(user: UserRow, flag: EmailKindSwitch) {
  return (
    user.isVerified &&
    !user.isSuspended &&
    user.emailNotifications !== false &&
    user[flag] !== false
  );
}
