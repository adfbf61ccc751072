// The notification pipeline end to end on PostgreSQL: one event → one stored notification, one
// push per subscription (decrypted by a push service on loopback), e-mail at most once per hour
// per kind (a real SMTP peer), the bell's calls, and who may not touch a notification.
import type { Notification } from '@greenroom/shared-model/schemas/notifications';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PushService } from '../../../../tests/support/push-service';
import { type SmtpSink, startSmtpSink } from '../../../../tests/support/smtp-sink';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { notifications, pushDeliveries, pushSubscriptions } from '../../db/schema/notifications';
import { silentLogger } from '../../logger';
import type { Mailer } from '../../mail';
import { createDispatcher } from './dispatcher';
import type { PushTransport } from './push/push-transport';

let t: TestApp;
let push: PushService;
let smtp: SmtpSink;

beforeAll(async () => {
  push = await PushService.start();
  smtp = await startSmtpSink();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://greenroom.example' },
    push: { allowLoopbackHttp: true },
  });
});
afterAll(async () => {
  await t?.close();
  await push?.close();
  await smtp?.stop();
});
beforeEach(() => smtp.clear());

async function verified(firstName: string, lastName = 'Tester'): Promise<SignedUp> {
  const m = await t.signUp({ firstName, lastName });
  await t.db.execute(sql`update users set is_verified = true where id = ${m.user.id}`);
  return m;
}

async function subscribe(member: SignedUp) {
  const sub = push.subscribe();
  const res = await member.client.post('/api/push-subscriptions', {
    endpoint: sub.endpoint,
    keys: sub.keys,
  });
  expect(res.status, await res.text()).toBe(201);
  return sub;
}

const requestConnection = (from: SignedUp, to: SignedUp) =>
  from.client.post('/api/connections', { addresseeId: to.user.id });

/** E-mails to `email` other than the sign-up verification. */
const mailsTo = (email: string) =>
  smtp.to(email).filter((m) => !m.subject.startsWith('Confirm your'));

const listOf = async (m: SignedUp) =>
  (await (await m.client.get('/api/notifications')).json()) as Notification[];

describe('one event through every channel', () => {
  it('a connection request: stored once, pushed to each device, e-mailed once', async () => {
    const ana = await verified('Ana', 'Asker');
    const ben = await verified('Ben', 'Bell');
    const phone = await subscribe(ben);
    const laptop = await subscribe(ben);
    const key = crypto.randomUUID();
    const res = await ana.client.post(
      '/api/connections',
      { addresseeId: ben.user.id },
      { headers: { 'Idempotency-Key': key } },
    );
    expect(res.status).toBe(201);
    const connectionId = ((await res.json()) as { id: string }).id;
    // The same call replayed notifies nobody again.
    await ana.client.post(
      '/api/connections',
      { addresseeId: ben.user.id },
      { headers: { 'Idempotency-Key': key } },
    );
    await t.deliveries.drain();

    const list = await listOf(ben);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: 'connection_request',
      isRead: false,
      data: { senderId: ana.user.id, connectionId },
    });
    for (const device of [phone, laptop]) {
      const [received, ...more] = push.for(device.id);
      expect(more).toEqual([]);
      // A declarative push message (ADR 048): shown by the browser itself where no worker runs.
      expect(received!.payload).toMatchObject({
        web_push: 8030,
        notification: {
          title: 'New Connection Request',
          body: 'Ana Asker wants to connect with you',
          navigate: `https://greenroom.example/profile/${ana.user.id}`,
          lang: 'en',
          dir: 'ltr',
          data: { type: 'connection_request', connectionId },
        },
        app_badge: 1,
        mutable: true,
      });
      expect(received!.ttl).toBe(2 * 86_400);
      expect(received!.urgency).toBe('normal');
      expect(received!.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
      expect(received!.vapid.aud).toBe(new URL(device.endpoint).origin);
    }
    const mail = await smtp.waitFor(
      (m) => m.envelopeTo.includes(ben.email.toLowerCase()) && !m.subject.startsWith('Confirm'),
    );
    expect(mail.subject).toContain('Ana Asker wants to connect with you');
    expect(mail.text).toContain(`https://greenroom.example/profile/${ana.user.id}`);
    expect(mail.text, mail.text).toMatch(
      /https:\/\/greenroom\.example\/email\/unsubscribe\?token=/,
    );
    expect(mailsTo(ben.email)).toHaveLength(1);
  });

  it('e-mails of one kind are batched: one per hour, then a digest', async () => {
    const owner = await verified('Olga', 'Owner');
    const viewers = [await verified('Vic'), await verified('Val')];
    await owner.client.post('/api/user/email-preferences', { emailProfileViews: true });
    await viewers[0]!.client.get(`/api/users/${owner.user.id}`);
    await t.deliveries.drain();
    expect(mailsTo(owner.email)).toHaveLength(1);
    await viewers[1]!.client.get(`/api/users/${owner.user.id}`);
    await t.deliveries.drain();
    expect(mailsTo(owner.email)).toHaveLength(1);
    // The second view waits for the hour; when it has passed, one digest carries it.
    const [batch] = await t.db
      .execute(
        sql`select jsonb_array_length(pending) as n from email_sends where user_id = ${owner.user.id}`,
      )
      .then((r) => ((r as { rows?: unknown[] }).rows ?? r) as { n: number }[]);
    expect(Number(batch!.n)).toBe(1);
    await t.db.execute(
      sql`update email_sends set next_send_at = now() where user_id = ${owner.user.id}`,
    );
    await t.deliveries.drain();
    const mails = mailsTo(owner.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('viewed your profile');
  });

  it('an e-mail batch is leased while it is sent, never emptied before: a crash leaves it to the next', async () => {
    const owner = await verified('Lea', 'Lease');
    const viewer = await verified('Vera');
    await owner.client.post('/api/user/email-preferences', { emailProfileViews: true });
    await viewer.client.get(`/api/users/${owner.user.id}`);
    const batchOf = async () =>
      (
        (await t.db
          .execute(
            sql`select pending, next_send_at > now() + interval '10 minutes' as leased
            from email_sends where user_id = ${owner.user.id} and kind = 'profile_view'`,
          )
          .then((r) => (r as { rows?: unknown[] }).rows ?? r)) as {
          pending: string[];
          leased: boolean;
        }[]
      )[0]!;
    expect((await batchOf()).pending).toHaveLength(1);

    // Another process claims the batch and dies while its SMTP call hangs.
    let attempts = 0;
    const dying = createDispatcher({
      db: t.db,
      env: t.services.env,
      logger: silentLogger,
      push: { send: async () => ({ kind: 'sent' }), close() {} } as unknown as PushTransport,
      mailer: {
        send: () => {
          attempts++;
          return new Promise(() => {});
        },
      } as unknown as Mailer,
      emailKey: 'unused',
    });
    void dying.kick();
    await vi.waitFor(() => expect(attempts).toBe(1));
    // Leased, not emptied: nobody else sends it meanwhile, and it is all still there.
    expect(await batchOf()).toEqual({ pending: [expect.any(String)], leased: true });
    await t.deliveries.drain();
    expect(mailsTo(owner.email)).toHaveLength(0);

    // The lease runs out: the e-mail is sent, and only then taken out of the batch.
    await t.db.execute(
      sql`update email_sends set next_send_at = now() where user_id = ${owner.user.id}`,
    );
    await t.deliveries.drain();
    expect(mailsTo(owner.email)).toHaveLength(1);
    expect((await batchOf()).pending).toEqual([]);
  });

  it('no e-mail when the flags say no or the address is not verified; the link turns a kind off', async () => {
    const quiet = await verified('Quinn', 'Quiet');
    await quiet.client.post('/api/user/email-preferences', { emailNotifications: false });
    const unverified = await t.signUp({ firstName: 'Una', verified: false });
    const asker = await verified('Ari');
    await requestConnection(asker, quiet);
    await requestConnection(asker, unverified);
    await t.deliveries.drain();
    expect(mailsTo(quiet.email)).toHaveLength(0);
    expect(mailsTo(unverified.email)).toHaveLength(0);

    const loud = await verified('Lou');
    await requestConnection(await verified('Bea'), loud);
    await t.deliveries.drain();
    const [mail] = mailsTo(loud.email);
    const link = /https:\/\/greenroom\.example(\/email\/unsubscribe\?token=[^\s]+)/.exec(
      mail!.text,
    )![1]!;
    const page = await t.request(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Stop e-mails');
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    const forged = await t.request('/email/unsubscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: `${token.slice(0, -2)}xx` }).toString(),
    });
    expect(forged.status).toBe(400);
    const done = await t.request('/email/unsubscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(done.status).toBe(200);
    const me = (await (await loud.client.get('/api/auth/user')).json()) as Record<string, unknown>;
    expect(me).toMatchObject({ emailConnectionRequests: false, emailNotifications: true });
  });

  it('a gone subscription (410) is removed; a busy service (429) is tried again later', async () => {
    const member = await verified('Gus');
    const gone = await subscribe(member);
    const busy = await subscribe(member);
    push.answers.set(gone.id, { status: 410 });
    push.answers.set(busy.id, { status: 429, headers: { 'retry-after': '120' } });
    await requestConnection(await verified('Hal'), member);
    await t.deliveries.drain();
    const subs = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.user.id));
    expect(subs.map((s) => s.endpoint)).toEqual([busy.endpoint]);
    const [waiting] = await t.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.subscriptionId, subs[0]!.id));
    expect(waiting!.attempts).toBe(1);
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 100_000);
    // Once the service takes it again, the retry delivers it.
    push.answers.delete(busy.id);
    await t.db.update(pushDeliveries).set({ nextAttemptAt: new Date() });
    await t.deliveries.drain();
    expect(push.for(busy.id)).toHaveLength(1);
  });

  it('suspension removes the member’s subscriptions; another member subscribing an endpoint takes it over', async () => {
    const first = await verified('Ivo');
    const sub = await subscribe(first);
    const second = await verified('Jo');
    const again = await second.client.post('/api/push-subscriptions', {
      endpoint: sub.endpoint,
      keys: sub.keys,
    });
    expect(again.status).toBe(201);
    const owners = async () =>
      (
        await t.db
          .select({ userId: pushSubscriptions.userId })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, sub.endpoint))
      ).map((r) => r.userId);
    expect(await owners()).toEqual([second.user.id]);
    await t.db.execute(sql`update users set is_suspended = true where id = ${second.user.id}`);
    expect(await owners()).toEqual([]);
  });

  it('refuses endpoints that are not public https (without the test setting)', async () => {
    const strict = await createTestApp({ database: t.database });
    try {
      const m = await strict.signUp();
      const res = await m.client.post('/api/push-subscriptions', {
        endpoint: 'http://127.0.0.1:9/push/x',
        keys: push.subscribe().keys,
      });
      expect(res.status).toBe(400);
      const internal = await m.client.post('/api/push-subscriptions', {
        endpoint: 'https://localhost/push/x',
        keys: push.subscribe().keys,
      });
      expect(internal.status).toBe(400);
    } finally {
      await strict.close();
    }
  });
});

describe('the dispatcher', () => {
  it('wakes on a commit that queues work and goes quiet when nothing is due', async () => {
    await t.deliveries.start();
    try {
      const member = await verified('Kim');
      const sub = await subscribe(member);
      await requestConnection(await verified('Lee'), member);
      await expect.poll(() => push.for(sub.id).length, { timeout: 10_000 }).toBe(1);
      const settled = await t.deliveries.passes();
      await new Promise((r) => setTimeout(r, 1_000));
      expect(await t.deliveries.passes()).toBeLessThanOrEqual(settled + 1);
    } finally {
      await t.deliveries.stop();
    }
  });
});

describe('the bell’s calls', () => {
  it('lists, counts, reads, reads all and deletes; only the recipient', async () => {
    const me = await verified('Mia');
    const other = await verified('Oz');
    await requestConnection(await verified('Pat'), me);
    await requestConnection(await verified('Ray'), me);
    const [first, second] = await listOf(me);
    const count = async () =>
      ((await (await me.client.get('/api/notifications/count')).json()) as { count: number }).count;
    expect(await count()).toBe(2);
    expect((await other.client.patch(`/api/notifications/${first!.id}/read`)).status).toBe(404);
    expect((await other.client.delete(`/api/notifications/${first!.id}`)).status).toBe(404);
    const read = await me.client.patch(`/api/notifications/${first!.id}/read`);
    expect(read.status).toBe(200);
    expect(await count()).toBe(1);
    const all = await me.client.patch('/api/notifications/mark-all-read');
    expect(await all.json()).toEqual({ updated: 1 });
    expect(await count()).toBe(0);
    expect((await me.client.delete(`/api/notifications/${second!.id}`)).status).toBe(200);
    expect((await listOf(me)).map((n) => n.id)).toEqual([first!.id]);
    expect((await t.client().get('/api/notifications')).status).toBe(401);
    const rows = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, other.user.id));
    expect(rows).toEqual([]);
  });
});
