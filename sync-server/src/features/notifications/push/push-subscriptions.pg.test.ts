// Issue 29 finding 5: push subscriptions are bounded (10 per member, the oldest dropped), reach
// port 443 only, have a bounded endpoint, and the test notification holds no transaction while
// the push service answers.
import { PUSH_SUBSCRIPTIONS_PER_MEMBER } from '@greenroom/shared-model/constants';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushService } from '../../../../../tests/support/push-service';
import { createTestApp, type SignedUp, type TestApp } from '../../../../../tests/support/test-app';
import { queryRows } from '../../../db/client';
import { pushSubscriptions } from '../../../db/schema/notifications';
import { createPushTransport } from './push-transport';

let t: TestApp;
let push: PushService;
let ada: SignedUp;

beforeAll(async () => {
  push = await PushService.start();
  t = await createTestApp({ push: { allowLoopbackHttp: true } });
  ada = await t.signUp({ firstName: 'Ada' });
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});

const subscriptionsOf = (userId: string) =>
  t.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));

describe('issue 29 finding 5: push subscriptions are bounded', () => {
  it('finding 5: 30 subscriptions of one member keep the newest 10, in parallel too', async () => {
    const bob = await t.signUp({ firstName: 'Bob' });
    const subs = Array.from({ length: 30 }, () => push.subscribe());
    for (const sub of subs.slice(0, 15)) {
      expect((await bob.client.post('/api/push-subscriptions', sub)).status).toBe(201);
    }
    expect((await subscriptionsOf(bob.user.id)).map((s) => s.endpoint)).toEqual(
      subs.slice(5, 15).map((s) => s.endpoint),
    );
    const parallel = await Promise.all(
      subs.slice(15).map((sub) => bob.client.post('/api/push-subscriptions', sub)),
    );
    expect(parallel.every((r) => r.status === 201)).toBe(true);
    expect(await subscriptionsOf(bob.user.id)).toHaveLength(PUSH_SUBSCRIPTIONS_PER_MEMBER);
  });

  it('finding 5: a subscription to a port other than 443 is refused, and never called', async () => {
    const sub = push.subscribe();
    const res = await ada.client.post('/api/push-subscriptions', {
      ...sub,
      endpoint: 'https://1.1.1.1:25/push/1',
    });
    expect(res.status).toBe(400);
    const transport = createPushTransport({
      publicKey: 'x',
      privateKey: 'x',
      subject: 'mailto:a@example.com',
    });
    try {
      expect(await transport.accepts('https://1.1.1.1:25/push/1')).toBe(false);
      expect(await transport.accepts('https://1.1.1.1:8443/push/1')).toBe(false);
      expect(
        await transport.send({ endpoint: 'https://1.1.1.1:25/push/1', ...sub.keys }, '{}', {
          ttl: 60,
          urgency: 'normal',
        }),
      ).toEqual({ kind: 'gone' });
    } finally {
      transport.close();
    }
  });

  it('finding 5: an endpoint longer than 1,024 characters is refused', async () => {
    const sub = push.subscribe();
    const res = await ada.client.post('/api/push-subscriptions', {
      ...sub,
      endpoint: `${sub.endpoint}?${'p'.repeat(1100)}`,
    });
    expect(res.status).toBe(400);
    expect(await subscriptionsOf(ada.user.id)).toEqual([]);
  });

  it('finding 5: the test notification holds no transaction while the push service answers', async () => {
    const cy = await t.signUp({ firstName: 'Cy' });
    expect((await cy.client.post('/api/push-subscriptions', push.subscribe())).status).toBe(201);
    let release!: () => void;
    let reached!: () => void;
    const held = new Promise<void>((resolve) => {
      reached = resolve;
    });
    push.beforeAnswer = () => {
      reached();
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    try {
      const sending = cy.client.post('/api/push-subscriptions/test', undefined);
      await held;
      // PGlite has one connection: a transaction held by /test would make this wait for ever.
      // On PostgreSQL no session of ours may sit idle in a transaction meanwhile.
      const idle = await queryRows<{ n: number }>(
        t.db,
        t.database.kind === 'postgres'
          ? sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and state like 'idle in transaction%'`
          : sql`select 0 as n`,
      );
      expect(Number(idle[0]!.n)).toBe(0);
      release();
      const res = await sending;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ sent: 1 });
    } finally {
      push.beforeAnswer = null;
    }
  });
});
