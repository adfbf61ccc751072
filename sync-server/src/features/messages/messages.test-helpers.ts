// The calls the messages API tests share: start a conversation, send, and what a fresh device of
// a member pulls.
import { randomUUID } from 'node:crypto';
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import type {
  Conversation,
  ConversationMember,
  Message,
} from '@greenroom/shared-model/schemas/messages';
import type { PullReply } from '@greenroom/shared-model/schemas/sync';
import { expect } from 'vitest';
import type { SignedUp } from '../../../../tests/support/test-app';

export const start = (who: SignedUp, others: SignedUp[], extra: object = {}) =>
  who.client.post('/api/conversations', {
    id: randomUUID(),
    memberIds: others.map((o) => o.user.id),
    ...extra,
  });

export async function conversationOf(who: SignedUp, others: SignedUp[], extra: object = {}) {
  const res = await start(who, others, extra);
  expect(res.status).toBe(201);
  return ((await res.json()) as Conversation).id;
}

export const send = (who: SignedUp, conversationId: string, content: string, id = randomUUID()) =>
  who.client.post(`/api/conversations/${conversationId}/messages`, { id, content });

export async function sent(
  who: SignedUp,
  conversationId: string,
  content: string,
): Promise<Message> {
  const res = await send(who, conversationId, content);
  expect(res.status).toBe(201);
  return (await res.json()) as Message;
}

/** What a fresh device of the member pulls: rows by entity, put only. */
export async function replicaOf(who: SignedUp) {
  const res = await who.client.post('/api/sync/pull', {
    clientId: randomUUID(),
    protocolVersion: PROTOCOL_VERSION,
    cursor: null,
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as PullReply;
  const rows = <T>(entity: string) =>
    body.changes.flatMap((c) => (c.entity === entity && c.op === 'put' ? [c.row as T] : []));
  return {
    conversations: rows<Conversation>('conversation'),
    members: rows<ConversationMember>('conversationMember'),
    messages: rows<Message>('message'),
  };
}
