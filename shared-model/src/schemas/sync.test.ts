import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, PUSH_BATCH_MAX } from '../constants';
import { Change, Mutation, PullBody, PullReply, PushBody, PushReply } from './sync';
import { parseClientMessage, parseServerMessage } from './ws';

const CLIENT = '3b241101-e2bb-4255-8caf-4136c566a962';
const KEY = '7d444840-9dc0-11d1-b245-5ffdce74fad2';

function mutation(id: number) {
  return { id, key: KEY, method: 'POST', path: '/api/posts', body: { content: 'x' } };
}

describe('PushBody', () => {
  it('accepts 1..100 mutations', () => {
    const one = { clientId: CLIENT, protocolVersion: PROTOCOL_VERSION, mutations: [mutation(1)] };
    expect(PushBody.safeParse(one).success).toBe(true);
    const max = Array.from({ length: PUSH_BATCH_MAX }, (_, i) => mutation(i + 1));
    expect(PushBody.safeParse({ ...one, mutations: max }).success).toBe(true);
  });
  it('rejects an empty batch and a batch over 100', () => {
    const base = { clientId: CLIENT, protocolVersion: 1 };
    expect(PushBody.safeParse({ ...base, mutations: [] }).success).toBe(false);
    const tooMany = Array.from({ length: 101 }, (_, i) => mutation(i + 1));
    expect(PushBody.safeParse({ ...base, mutations: tooMany }).success).toBe(false);
  });
  it('rejects ids out of order and a bad client id', () => {
    const base = { clientId: CLIENT, protocolVersion: 1 };
    expect(PushBody.safeParse({ ...base, mutations: [mutation(2), mutation(1)] }).success).toBe(
      false,
    );
    expect(PushBody.safeParse({ ...base, mutations: [mutation(1), mutation(1)] }).success).toBe(
      false,
    );
    expect(PushBody.safeParse({ ...base, clientId: 'x', mutations: [mutation(1)] }).success).toBe(
      false,
    );
  });
});

describe('Mutation', () => {
  it('needs id ≥ 1, a uuid key, an unsafe method and an /api/ path', () => {
    expect(Mutation.safeParse(mutation(1)).success).toBe(true);
    expect(Mutation.safeParse({ ...mutation(1), body: undefined }).success).toBe(true);
    expect(Mutation.safeParse(mutation(0)).success).toBe(false);
    expect(Mutation.safeParse({ ...mutation(1), id: 1.5 }).success).toBe(false);
    expect(Mutation.safeParse({ ...mutation(1), key: 'k' }).success).toBe(false);
    expect(Mutation.safeParse({ ...mutation(1), method: 'GET' }).success).toBe(false);
    for (const path of [
      '/posts',
      'api/posts',
      '/api',
      '/api/sync/push',
      '/api/a b',
      'https://x/api/',
    ]) {
      expect(Mutation.safeParse({ ...mutation(1), path }).success, path).toBe(false);
    }
  });
});

describe('replies and pull', () => {
  it('push reply', () => {
    expect(
      PushReply.parse({ lastMutationId: 3, results: [{ id: 3, status: 201, body: { id: 'p' } }] }),
    ).toBeTruthy();
    expect(
      PushReply.safeParse({ lastMutationId: 0, results: [{ id: 1, status: 99 }] }).success,
    ).toBe(false);
  });
  it('pull body cursor may be null', () => {
    expect(PullBody.safeParse({ clientId: CLIENT, protocolVersion: 1, cursor: null }).success).toBe(
      true,
    );
    expect(PullBody.safeParse({ clientId: CLIENT, protocolVersion: 1 }).success).toBe(false);
  });
  it('changes are put (with row) or del', () => {
    expect(Change.parse({ op: 'put', entity: 'post', id: 'p1', row: { a: 1 } })).toEqual({
      op: 'put',
      entity: 'post',
      id: 'p1',
      row: { a: 1 },
    });
    expect(Change.parse({ op: 'del', entity: 'savedJob', id: 's1', row: 1 })).toEqual({
      op: 'del',
      entity: 'savedJob',
      id: 's1',
    });
    expect(Change.safeParse({ op: 'upsert', entity: 'post', id: 'p' }).success).toBe(false);
    expect(Change.safeParse({ op: 'del', entity: 'story', id: 'p' }).success).toBe(false);
  });
  it('pull reply', () => {
    const r = PullReply.parse({
      cursor: 'c1',
      lastMutationId: 0,
      changes: [],
      more: false,
      reset: true,
    });
    expect(r.reset).toBe(true);
  });
});

describe('ws messages', () => {
  it('parses server messages', () => {
    expect(parseServerMessage('{"type":"poke"}')).toEqual({ type: 'poke' });
    expect(parseServerMessage('{"type":"notification"}')).toEqual({ type: 'notification' });
    expect(
      parseServerMessage(
        '{"type":"profile_view_notification","data":{"viewer":{"firstName":"Jane","lastName":"Doe"}}}',
      ),
    ).toEqual({
      type: 'profile_view_notification',
      data: { viewer: { firstName: 'Jane', lastName: 'Doe' } },
    });
    expect(parseServerMessage('{"type":"message","text":"hi"}')).toEqual({ type: 'message' });
  });
  it('returns null for invalid, unknown or oversized messages', () => {
    expect(parseServerMessage('not json')).toBeNull();
    expect(parseServerMessage('{"type":"other"}')).toBeNull();
    expect(
      parseServerMessage(JSON.stringify({ type: 'poke', pad: 'x'.repeat(20_000) })),
    ).toBeNull();
  });
  it('parses client messages', () => {
    expect(parseClientMessage('{"type":"auth","userId":"u1"}')).toEqual({
      type: 'auth',
      userId: 'u1',
    });
    expect(parseClientMessage('{"type":"ping"}')).toEqual({ type: 'ping' });
    expect(parseClientMessage('{"type":"poke"}')).toBeNull();
  });
});
