// A message's push carries its conversation (the service worker's Reply writes to it) and opens
// it; other types carry none.
import { parsePushPayload } from '@greenroom/shared-model/schemas/push-payload';
import { describe, expect, it } from 'vitest';
import type { NotificationRow } from '../notifications.serialize';
import { pushMessageOf } from './push-message';

const conversationId = '0fac8a6b-3f17-405d-82f9-8ab5664e6e6f';
const senderId = '4cfe2228-de01-47e9-b7a6-8a9cfed17640';

const row = (type: string, data: Record<string, unknown>) =>
  ({
    id: 'c1b7a1a4-1d8e-4f0e-9a57-4b8f3c1f6d21',
    userId: '8c3d1b42-0f3e-4830-9d6d-be8fc434280f',
    type,
    title: 'New Message',
    message: 'Ana Writer: see you at the call',
    data,
    isRead: false,
    createdAt: new Date(),
  }) as unknown as NotificationRow;

describe('pushMessageOf', () => {
  it('a message: the conversation for Reply, its screen, and a tag per conversation', () => {
    const { payload, options } = pushMessageOf(
      row('message', { senderId, conversationId, messageId: crypto.randomUUID() }),
      2,
    );
    expect(payload).toMatchObject({
      type: 'message',
      conversationId,
      url: `/messages/${conversationId}`,
      tag: `message:${conversationId}`,
      body: 'Ana Writer: see you at the call',
      badge: 2,
    });
    expect(payload.connectionId).toBeUndefined();
    expect(options.urgency).toBe('high');
    // What the service worker reads back.
    expect(parsePushPayload(JSON.stringify(payload))?.conversationId).toBe(conversationId);
  });

  it('an older message notification without a conversation, and other types: no Reply', () => {
    expect(pushMessageOf(row('message', { senderId }), 0).payload.conversationId).toBeUndefined();
    expect(
      pushMessageOf(row('job_match', { jobId: conversationId }), 0).payload.conversationId,
    ).toBeUndefined();
  });
});
