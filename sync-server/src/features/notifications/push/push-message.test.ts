import { readPushPayload } from '@greenroom/shared-model/schemas/push-payload';
import { describe, expect, it } from 'vitest';
import type { NotificationRow } from '../notifications.serialize';
import { pushMessageOf, pushOrigin } from './push-message';

const ORIGIN = 'https://greenroom.example';
const ID = '3b241101-e2bb-4255-8caf-4136c566a962';
const CONNECTION = '7d444840-9dc0-11d1-b245-5ffdce74fad2';
const SENDER = '9a0c5f0e-1d7b-4a53-9f55-5b1f0b3b7a10';

function row(over: Partial<NotificationRow>): NotificationRow {
  return {
    id: ID,
    userId: SENDER,
    type: 'connection_request',
    title: 'New Connection Request',
    message: 'Ana Asker wants to connect with you',
    data: { senderId: SENDER, connectionId: CONNECTION },
    isRead: false,
    createdAt: new Date(),
    ...over,
  } as NotificationRow;
}

describe('pushMessageOf', () => {
  it('builds a declarative push: absolute same-site address, title and body, the unread badge', () => {
    const { payload, options } = pushMessageOf(row({}), 4, ORIGIN);
    expect(payload).toEqual({
      web_push: 8030,
      notification: {
        title: 'New Connection Request',
        body: 'Ana Asker wants to connect with you',
        navigate: `${ORIGIN}/profile/${SENDER}`,
        tag: `connection_request:${SENDER}`,
        lang: 'en',
        dir: 'ltr',
        data: { notificationId: ID, type: 'connection_request', connectionId: CONNECTION },
      },
      app_badge: 4,
      mutable: true,
    });
    expect(options.ttl).toBe(2 * 86_400);
    // The service worker reads the same message back.
    expect(readPushPayload(JSON.stringify(payload), ORIGIN)).toMatchObject({
      path: `/profile/${SENDER}`,
      badge: 4,
      connectionId: CONNECTION,
    });
  });

  it('leaves to the browser what needs no worker, and shortens a long body', () => {
    const { payload } = pushMessageOf(
      row({ type: 'like', title: 'New Like', message: 'x'.repeat(500), data: { postId: ID } }),
      0,
      ORIGIN,
    );
    expect(payload.mutable).toBeUndefined();
    expect(payload.app_badge).toBe(0);
    expect(payload.notification.body).toHaveLength(400);
    expect(payload.notification.data?.connectionId).toBeUndefined();
    expect(new URL(payload.notification.navigate).origin).toBe(ORIGIN);
  });

  it('a message: the conversation for Reply (handed to the worker), its screen, a tag per conversation', () => {
    const conversationId = '0fac8a6b-3f17-405d-82f9-8ab5664e6e6f';
    const { payload, options } = pushMessageOf(
      row({
        type: 'message',
        title: 'New Message',
        message: 'Ana Writer: see you at the call',
        data: { senderId: SENDER, conversationId, messageId: ID },
      }),
      2,
      ORIGIN,
    );
    expect(payload).toMatchObject({
      notification: {
        navigate: `${ORIGIN}/messages/${conversationId}`,
        tag: `message:${conversationId}`,
        body: 'Ana Writer: see you at the call',
        data: { type: 'message', conversationId },
      },
      app_badge: 2,
      mutable: true,
    });
    expect(payload.notification.data?.connectionId).toBeUndefined();
    expect(options.urgency).toBe('high');
    expect(readPushPayload(JSON.stringify(payload), ORIGIN)?.conversationId).toBe(conversationId);
  });

  it('an older message notification without a conversation, and other types: no Reply', () => {
    const older = pushMessageOf(
      row({ type: 'message', title: 'New Message', data: { senderId: SENDER } }),
      0,
      ORIGIN,
    ).payload;
    expect(older.notification.data?.conversationId).toBeUndefined();
    expect(older.mutable).toBeUndefined();
    const match = pushMessageOf(row({ type: 'job_match', data: { jobId: ID } }), 0, ORIGIN);
    expect(match.payload.notification.data?.conversationId).toBeUndefined();
  });

  it('opens PUBLIC_URL, else the server on localhost', () => {
    expect(pushOrigin({ PUBLIC_URL: ORIGIN, PORT: 3000 })).toBe(ORIGIN);
    expect(pushOrigin({ PUBLIC_URL: undefined, PORT: 4311 })).toBe('http://localhost:4311');
  });
});
