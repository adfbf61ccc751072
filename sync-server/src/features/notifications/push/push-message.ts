// What a notification becomes as a web push: a thin declarative push message (≤ 3 KB: title,
// body, the screen to open, the badge count; ADR 048), and per type how long it may wait, how
// urgent it is, and the topic that lets a newer push about the same thing replace an undelivered
// older one.
import { createHash } from 'node:crypto';
import type { NotificationType } from '@greenroom/shared-model/catalogues';
import {
  NOTIFICATION_KINDS,
  notificationTarget,
  parseNotificationData,
} from '@greenroom/shared-model/notification-types';
import { declarativePush, type PushPayload } from '@greenroom/shared-model/schemas/push-payload';
import { NOTIFICATION_TEXTS } from '@greenroom/shared-model/texts';
import type { AppEnv } from '../../../env';
import type { NotificationRow } from '../notifications.serialize';
import type { PushOptions } from './push-transport';

const MAX_BODY = 400;

/**
 * What the notification is about, for tags and topics (the conversation, the other member, job or
 * application).
 */
function subjectOf(row: NotificationRow): string {
  const d = parseNotificationData(row.data);
  const about =
    d.conversationId ??
    d.applicationId ??
    d.jobId ??
    d.senderId ??
    d.viewerId ??
    d.newUserId ??
    d.endorserId ??
    row.id;
  return `${row.type}:${String(about)}`;
}

/**
 * The site a push's address opens: PUBLIC_URL, else (development and tests, where it is unset)
 * the server's own address on localhost.
 */
export function pushOrigin(env: Pick<AppEnv, 'PUBLIC_URL' | 'PORT'>): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}

export function pushMessageOf(
  row: NotificationRow,
  unread: number,
  origin: string,
): { payload: PushPayload; options: PushOptions } {
  const type = row.type as NotificationType;
  const data = parseNotificationData(row.data);
  const subject = subjectOf(row);
  const isRequest =
    type === 'connection_request' &&
    row.title === NOTIFICATION_TEXTS.connectionRequestTitle &&
    typeof data.connectionId === 'string';
  // A request's Accept and Decline, and a message's Reply, answer through the worker's outbox: the
  // browser must hand those to the worker rather than show them by itself.
  const conversationId =
    type === 'message' && typeof data.conversationId === 'string' ? data.conversationId : null;
  const payload = declarativePush({
    origin,
    path: notificationTarget(type, data) ?? '/',
    title: row.title.slice(0, 200),
    body: row.message.length > MAX_BODY ? `${row.message.slice(0, MAX_BODY - 1)}…` : row.message,
    tag: subject.slice(0, 200),
    badge: unread,
    data: {
      notificationId: row.id,
      type,
      ...(isRequest ? { connectionId: data.connectionId as string } : {}),
      ...(conversationId ? { conversationId } : {}),
    },
    mutable: isRequest || conversationId !== null,
  });
  const topic = createHash('sha256').update(subject).digest('base64url').slice(0, 32);
  return {
    payload,
    options: { ...(NOTIFICATION_KINDS[type] ?? NOTIFICATION_KINDS.like).push, topic },
  };
}
