// Shared-model input rules enforced by the server on every write path: REST and sync push.
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../support/test-app';

let t: TestApp;
let ada: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signUp();
});
afterAll(async () => {
  await t?.close();
});

describe('media addresses (one shared rule)', () => {
  it.each([
    '/\\evil.example/x.png',
    '//evil.example/x.png',
    'https://evil.example/x.png',
    '/uploads/../api/auth/logout',
    'javascript:alert(1)',
  ])('refuses %s on create and edit', async (imageUrl) => {
    const create = await ada.client.post('/api/posts', { content: 'look', imageUrl });
    expect(create.status).toBe(400);
    expect((await create.json()).message).toBe('Please enter a valid URL');
    const post = await (await ada.client.post('/api/posts', { content: 'fine' })).json();
    const edit = await ada.client.put(`/api/posts/${post.id}`, { imageUrl });
    expect(edit.status).toBe(400);
  });

  it('refuses it through sync push too (the mutation is refused, not stored)', async () => {
    const res = await ada.client.post('/api/sync/push', {
      clientId: crypto.randomUUID(),
      protocolVersion: PROTOCOL_VERSION,
      mutations: [
        {
          id: 1,
          key: crypto.randomUUID(),
          method: 'POST',
          path: '/api/posts',
          body: { content: 'look', imageUrl: '/\\evil.example/x.png' },
        },
      ],
    });
    expect(res.status).toBe(200);
    const reply = await res.json();
    expect(reply.results[0]).toMatchObject({ status: 400 });
  });

  it('accepts our own paths and the spec rewrite forms', async () => {
    for (const imageUrl of [
      '/uploads/a.jpg',
      '/api/s3-proxy/legacy?url=https%3A%2F%2Fb.s3.amazonaws.com%2Fa.jpg',
      'https://b.s3.amazonaws.com/a.jpg',
      'https://youtu.be/dQw4w9WgXcQ',
    ]) {
      const res = await ada.client.post('/api/posts', { content: 'look', imageUrl });
      expect(res.status, imageUrl).toBe(201);
    }
  });
});

describe('names (no bidirectional overrides or format characters)', () => {
  it('strips them at sign-up and on profile edits', async () => {
    const signedUp = await t.signUp({ firstName: 'Ev\u202Eil', lastName: '\u2066Twin\u200B' });
    expect(signedUp.user).toMatchObject({ firstName: 'Evil', lastName: 'Twin' });
    const edit = await signedUp.client.put('/api/users/profile', {
      firstName: '\u202Eada',
      lastName: 'Love\u00ADlace',
    });
    expect(edit.status).toBe(200);
    expect(await edit.json()).toMatchObject({ firstName: 'ada', lastName: 'Lovelace' });
  });

  it('refuses a name that is only format characters', async () => {
    const res = await ada.client.put('/api/users/profile', { firstName: '\u202E\u200F' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('First name is required');
  });
});
