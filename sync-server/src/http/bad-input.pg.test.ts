// Input a hostile client sends that PostgreSQL or the JavaScript stack cannot take answers 400
// naming what is wrong, over REST and per mutation through push, and never wedges the outbox.
import { randomUUID } from 'node:crypto';
import { JSON_MAX_DEPTH, PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import type { PushReply } from '@greenroom/shared-model/schemas/sync';
import { nulCharacterMessage, VALIDATION_TEXTS } from '@greenroom/shared-model/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
let ada: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signUp({ firstName: 'Ada' });
});
afterAll(async () => {
  await t?.close();
});

/** `[[[…1…]]]` nested `levels` deep, as text (JSON.stringify would overflow the stack). */
function nestedJson(levels: number): string {
  return `${'['.repeat(levels)}1${']'.repeat(levels)}`;
}

function push(member: SignedUp, mutations: unknown[], clientId = randomUUID()) {
  return member.client.post('/api/sync/push', {
    clientId,
    protocolVersion: PROTOCOL_VERSION,
    mutations,
  });
}

describe('U+0000 in text', () => {
  it('POST /api/posts answers 400 naming the field', async () => {
    const res = await ada.client.post('/api/posts', { content: 'a\u0000b' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(nulCharacterMessage(['content']));
  });

  it('PUT /api/users/profile names the field, list items included', async () => {
    const bio = await ada.client.put('/api/users/profile', { bio: '\u0000' });
    expect(bio.status).toBe(400);
    expect((await bio.json()).message).toBe(nulCharacterMessage(['bio']));
    const skills = await ada.client.put('/api/users/profile', { skills: ['ok', 'x\u0000'] });
    expect(skills.status).toBe(400);
    expect((await skills.json()).message).toBe(nulCharacterMessage(['skills', 1]));
  });

  it('sign-up answers 400 and creates nobody', async () => {
    const res = await t.client().post('/api/auth/signup', {
      email: 'nul@nyu.edu',
      password: 'correct horse 42',
      firstName: 'N\u0000',
      lastName: 'Ul',
      program: 'Film and Television',
      graduationYear: 2027,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(nulCharacterMessage(['firstName']));
    expect((await t.logIn('nul@nyu.edu')).res.status).toBe(401);
  });

  it('a query string with U+0000 answers 400', async () => {
    const res = await ada.client.get(`/api/posts?authorId=${encodeURIComponent('\u0000')}`);
    expect(res.status).toBe(400);
  });

  it('through push: recorded 400 for that mutation, the next one is applied', async () => {
    const id = randomUUID();
    const res = await push(ada, [
      { id: 1, key: randomUUID(), method: 'POST', path: '/api/posts', body: { content: '\u0000' } },
      {
        id: 2,
        key: randomUUID(),
        method: 'POST',
        path: '/api/posts',
        body: { id, content: 'after' },
      },
    ]);
    expect(res.status).toBe(200);
    const reply = (await res.json()) as PushReply;
    expect(reply.lastMutationId).toBe(2);
    expect(reply.results.map((r) => r.status)).toEqual([400, 201]);
    expect(reply.results[0]?.body).toMatchObject({ message: nulCharacterMessage(['content']) });
    expect((await ada.client.get(`/api/posts/${id}`)).status).toBe(200);
  });
});

describe('deeply nested JSON', () => {
  it(`REST: ${JSON_MAX_DEPTH} levels pass the body check, one more answers 400`, async () => {
    const within = await ada.client.request('/api/posts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"content":"deep","x":${nestedJson(JSON_MAX_DEPTH - 1)}}`,
    });
    expect(within.status).toBe(201);
    for (const levels of [JSON_MAX_DEPTH + 1, 300_000]) {
      const res = await ada.client.request('/api/posts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: nestedJson(levels),
      });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(VALIDATION_TEXTS.nestedTooDeep);
    }
  });

  it('push: a 200,000-level body is a recorded 400 for that mutation; the queue goes on', async () => {
    const clientId = randomUUID();
    const id = randomUUID();
    const mutation = (n: number, method: string, path: string, body: string) =>
      `{"id":${n},"key":"${randomUUID()}","method":"${method}","path":"${path}","body":${body}}`;
    const res = await ada.client.request('/api/sync/push', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"clientId":"${clientId}","protocolVersion":${PROTOCOL_VERSION},"mutations":[${[
        mutation(1, 'POST', '/api/posts', nestedJson(200_000)),
        mutation(2, 'DELETE', `/api/posts/${randomUUID()}`, nestedJson(200_000)),
        mutation(3, 'POST', '/api/posts', `{"id":"${id}","content":"after"}`),
      ].join(',')}]}`,
    });
    expect(res.status).toBe(200);
    const reply = (await res.json()) as PushReply;
    expect(reply.lastMutationId).toBe(3);
    // A call without a body ignores whatever was sent as one.
    expect(reply.results.map((r) => r.status)).toEqual([400, 404, 201]);
    expect(reply.results[0]?.body).toMatchObject({ message: VALIDATION_TEXTS.nestedTooDeep });
  });
});

describe('timestamps outside what PostgreSQL holds', () => {
  it.each(['0000-01-01T00:00:00Z', '0001-01-01T00:00:00+14:00'])(
    'GET /api/posts?before=%s answers 400',
    async (before) => {
      const res = await ada.client.get(`/api/posts?before=${encodeURIComponent(before)}`);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(VALIDATION_TEXTS.timestampOutOfRange);
    },
  );

  it('the first and last instants PostgreSQL and JavaScript share are accepted', async () => {
    for (const before of ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z']) {
      expect((await ada.client.get(`/api/posts?before=${before}`)).status).toBe(200);
    }
  });
});

describe('deeply nested JSON to a call that is not a mutator', () => {
  it('sign-up answers 400 before any handler runs', async () => {
    const res = await t.client().request('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"email":${nestedJson(JSON_MAX_DEPTH + 1)}}`,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(VALIDATION_TEXTS.nestedTooDeep);
  });
});
