// Verified members only (#28 §1, ADR 023): each rule, each "who may not", and that a route or a
// mutator added later is gated without declaring anything. The full route × role table is the
// authorization matrix (tests/api); pull and live frames: tests/sync/unverified.test.ts.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import type { PushReply } from '@greenroom/shared-model/schemas/sync';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type SignedUp, type TestApp } from '../../../tests/support/test-app';
import { verificationLinkIn } from '../../../tests/support/verification-mail';
import { posts } from '../db/schema/feed';
import { users } from '../db/schema/users';
import { customMutator, reply } from '../mutators/define';
import { openToUnverified } from './verified-gate';

const IdBody = z.object({ id: z.uuid() });
const testMutation = (pattern: string) => ({ method: 'POST' as const, pattern, body: IdBody });

let t: TestApp;
let ada: SignedUp;
let una: SignedUp;

beforeAll(async () => {
  t = await createTestApp({
    extraRoutes: (app) => {
      // A feature added later that says nothing about verification.
      app.get('/api/test/later', (c) => c.json({ ok: true }));
      app.get('/api/test/open', openToUnverified(), (c) => c.json({ ok: true }));
    },
    extraMutators: [
      customMutator('laterWrite', testMutation('/api/test/later-write'), {
        async run() {
          return reply({ ok: true }, 201);
        },
      }),
      customMutator('ownWrite', testMutation('/api/test/own-write'), {
        access: 'account',
        async run() {
          return reply({ ok: true }, 201);
        },
      }),
    ],
  });
  ada = await t.signUp({ firstName: 'Ada' });
  una = await t.signUp({ firstName: 'Una', verified: false });
});
afterAll(async () => {
  await t?.close();
});

async function refused(res: Response) {
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ message: SERVER_TEXTS.verifyEmailFirst });
}

describe('an account whose e-mail is not verified', () => {
  it('is signed in and reads its own account', async () => {
    const me = await una.client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: una.user.id, isVerified: false });
  });

  it('reads nothing of other members: 403 with the reason', async () => {
    for (const path of [
      '/api/users/search?q=Ada',
      `/api/users/${ada.user.id}`,
      '/api/feed',
      '/api/posts',
      '/api/jobs',
      '/api/events',
      `/api/courses/${ada.user.id}/classmates`,
      '/api/connections',
      '/api/connections/recommended',
      '/api/notifications',
    ]) {
      await refused(await una.client.get(path));
    }
  });

  it('writes nothing anyone else sees, over REST and through push', async () => {
    const id = randomUUID();
    await refused(await una.client.post('/api/posts', { id, content: 'Dean Office — Official' }));
    await refused(await una.client.post('/api/jobs', { title: 'Gaffer', description: 'Paid' }));
    await refused(await una.client.post('/api/connections', { addresseeId: ada.user.id }));
    const push = await una.client.post('/api/sync/push', {
      clientId: randomUUID(),
      protocolVersion: PROTOCOL_VERSION,
      mutations: [
        {
          id: 1,
          key: randomUUID(),
          method: 'POST',
          path: '/api/posts',
          body: { id, content: 'Through the outbox' },
        },
      ],
    });
    expect(push.status).toBe(200);
    const pushed = (await push.json()) as PushReply;
    expect(pushed.results).toEqual([
      expect.objectContaining({ status: 403, body: { message: SERVER_TEXTS.verifyEmailFirst } }),
    ]);
    expect(await t.db.select().from(posts).where(eq(posts.authorId, una.user.id))).toEqual([]);
  });

  it('edits its own profile and settings', async () => {
    const profile = await una.client.put('/api/users/profile', { bio: 'Cellist' });
    expect(profile.status).toBe(200);
    const flags = await una.client.post('/api/user/email-preferences', {
      emailNotifications: false,
    });
    expect(flags.status).toBe(200);
  });

  it('asks for the link again and signs out', async () => {
    const resend = await una.client.post('/api/auth/resend-verification', {});
    // The sign-up's e-mail was sent less than a minute ago.
    expect([200, 429]).toContain(resend.status);
    const other = await t.signUp({ firstName: 'Out', verified: false });
    expect((await other.client.post('/api/auth/logout', {})).status).toBe(200);
  });

  it('is nobody to other members: not found, not searched, not pulled', async () => {
    expect((await ada.client.get(`/api/users/${una.user.id}`)).status).toBe(404);
    const found = (await (await ada.client.get('/api/users/search?q=Una')).json()) as {
      id: string;
    }[];
    expect(found.map((u) => u.id)).not.toContain(una.user.id);
    const pulled = await ada.client.post('/api/sync/pull', {
      clientId: randomUUID(),
      cursor: null,
      protocolVersion: PROTOCOL_VERSION,
    });
    const { changes } = (await pulled.json()) as { changes: { entity: string; id: string }[] };
    expect(changes.some((c) => c.entity === 'user' && c.id === una.user.id)).toBe(false);
    expect(changes.some((c) => c.entity === 'user' && c.id === ada.user.id)).toBe(true);
  });

  it('meets a route or a mutator added later closed, unless it declares itself open', async () => {
    await refused(await una.client.get('/api/test/later'));
    expect((await una.client.get('/api/test/open')).status).toBe(200);
    expect((await ada.client.get('/api/test/later')).status).toBe(200);
    await refused(await una.client.post('/api/test/later-write', { id: randomUUID() }));
    expect((await una.client.post('/api/test/own-write', { id: randomUUID() })).status).toBe(201);
    expect((await ada.client.post('/api/test/later-write', { id: randomUUID() })).status).toBe(201);
  });

  it('gets 404, not 403, for an address no route serves', async () => {
    expect((await una.client.get('/api/no-such-thing')).status).toBe(404);
  });
});

/** The link of the sign-up's verification e-mail (a token issued meanwhile would be replaced). */
function linkOf(member: SignedUp): Promise<string> {
  return verificationLinkIn(join(t.env.DATA_DIR, 'mail'), member.user.email);
}

describe('the verification link', () => {
  it('verifies and signs in a device that is not signed in', async () => {
    const mo = await t.signUp({ firstName: 'Mo', verified: false });
    const device = t.client();
    const res = await device.get(await linkOf(mo));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/?verified=1');
    const me = await device.get('/api/auth/user');
    expect(await me.json()).toMatchObject({ id: mo.user.id, isVerified: true });
    // Now a member: the network opens.
    expect((await device.get('/api/feed')).status).toBe(200);
  });

  it('keeps a device signed in as someone else as it is', async () => {
    const jo = await t.signUp({ firstName: 'Jo', verified: false });
    const res = await ada.client.get(await linkOf(jo));
    expect(res.headers.get('location')).toBe('/?verified=1');
    expect(await (await ada.client.get('/api/auth/user')).json()).toMatchObject({
      id: ada.user.id,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, jo.user.id));
    expect(row?.isVerified).toBe(true);
  });

  it('signs nobody in with a used or unknown token', async () => {
    const device = t.client();
    const res = await device.get('/api/auth/verify-email?token=not-a-token');
    expect(res.headers.get('location')).toBe('/?verified=0');
    expect(await (await device.get('/api/auth/user')).json()).toBeNull();
  });
});
