// The one rate-limit mechanism (ADR 021) and what uses it: per-member write limits through the
// mutator registry (issue 28 §5), the sign-up and verification e-mail throttles (issue 28 §1).
// On PostgreSQL (pg) and PGlite (pg-lite).
import { randomUUID } from 'node:crypto';
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, uniqueEmail } from '../../../tests/support/accounts';
import { type SmtpSink, startSmtpSink } from '../../../tests/support/smtp-sink';
import { createTestApp, type SignedUp, type TestApp } from '../../../tests/support/test-app';
import { queryRows } from '../db/client';
import { posts } from '../db/schema/feed';
import { loadEnv } from '../env';
import { SERVER_MUTATORS } from '../mutators/registry';
import { VERIFICATION_MAILS_PER_HOUR } from './auth-limits';
import { pruneCounters, takeRateLimit } from './rate-limit';
import { WRITE_LIMITS } from './write-limits';

let t: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    env: {
      TRUST_PROXY: 'true',
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://greenroom.example',
      PASSWORD_HASH_QUEUE_LIMIT: 200,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

const postsOf = (userId: string) => t.db.select().from(posts).where(eq(posts.authorId, userId));
/** A member whose account is older than a day (the full limits). */
async function seasoned(member: SignedUp) {
  await t.db.execute(
    sql`update users set created_at = now() - interval '3 days' where id = ${member.user.id}`,
  );
  return member;
}

describe('takeRateLimit: check and record in one step', () => {
  it('40 parallel takes of a limit of 10 let exactly 10 through', async () => {
    const rule = { key: `test:${randomUUID()}`, max: 10, windowMs: 60_000 };
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () => t.db.transaction((tx) => takeRateLimit(tx, rule))),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(10);
    const refused = outcomes.find((o) => !o.ok);
    expect(refused).toMatchObject({ ok: false });
    expect(refused && !refused.ok && refused.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('counts amounts, opens a new window once the last ended, and says how long to wait', async () => {
    const rule = { key: `test:${randomUUID()}`, max: 240, windowMs: 60_000 };
    const at = (s: number) => ({ now: new Date(Date.UTC(2026, 10, 27, 12, 0, s)) });
    expect(await takeRateLimit(t.db, rule, { amount: 200, ...at(0) })).toEqual({
      ok: true,
      used: 200,
    });
    expect(await takeRateLimit(t.db, rule, { amount: 100, ...at(20) })).toEqual({
      ok: false,
      retryAfterSeconds: 40,
    });
    expect(await takeRateLimit(t.db, rule, { amount: 40, ...at(30) })).toEqual({
      ok: true,
      used: 240,
    });
    expect(await takeRateLimit(t.db, rule, { amount: 100, ...at(60) })).toEqual({
      ok: true,
      used: 100,
    });
    expect(await takeRateLimit(t.db, rule, { amount: 241, ...at(61) })).toMatchObject({
      ok: false,
    });
    // Counters unused for two days are pruned (never one another request holds).
    await pruneCounters(t.db, new Date(Date.UTC(2026, 10, 30)));
    const left = await queryRows(
      t.db,
      sql`select 1 from rate_limit_counters where key = ${rule.key}`,
    );
    expect(left).toEqual([]);
  });
});

describe('issue 28 §5: per-member write limits, by construction through the mutator registry', () => {
  it('are on by default', () => {
    expect(loadEnv({}, {}).MEMBER_WRITE_LIMITS).toBe(true);
    expect(t.env.MEMBER_WRITE_LIMITS).toBe(true);
    expect(loadEnv({ MEMBER_WRITE_LIMITS: 'off' }, {}).MEMBER_WRITE_LIMITS).toBe(false);
  });

  it('posts, likes, comments, messages and new conversations, jobs, events and answers to them, endorsements, applications, connection requests, reports, blocks and mutes declare their limit', () => {
    const limits = Object.fromEntries(
      SERVER_MUTATORS.filter((m) => m.limit).map((m) => [m.name, m.limit]),
    );
    expect(limits).toEqual({
      createPost: 'posts',
      likePost: 'likes',
      likePortfolioItem: 'likes',
      createComment: 'comments',
      startConversation: 'conversations',
      sendMessage: 'messages',
      createJob: 'jobs',
      createEvent: 'events',
      rsvpEvent: 'rsvps',
      endorseSkill: 'endorsements',
      applyToJob: 'applications',
      requestConnection: 'connectionRequests',
      createReport: 'reports',
      blockMember: 'blocksAndMutes',
      muteMember: 'blocksAndMutes',
    });
  });

  it('40 parallel POST /api/posts from one member over the limit store exactly the limit', async () => {
    const ada = await seasoned(await t.signUp({ firstName: 'Ada' }));
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        ada.client.post('/api/posts', { id: randomUUID(), content: `post ${i}` }),
      ),
    );
    const created = replies.filter((r) => r.status === 201);
    const limited = replies.filter((r) => r.status === 429);
    expect(created).toHaveLength(WRITE_LIMITS.posts.max);
    expect(limited).toHaveLength(40 - WRITE_LIMITS.posts.max);
    expect(await postsOf(ada.user.id)).toHaveLength(WRITE_LIMITS.posts.max);
    const refusal = limited[0]!;
    expect(Number(refusal.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await refusal.json()) as { message: string; retryAfterSeconds: number };
    expect(body.message).toMatch(
      /^You have reached the limit of 20 posts an hour\. You can try again in /,
    );
    expect(body.retryAfterSeconds).toBe(Number(refusal.headers.get('retry-after')));
  });

  it('half the limit in an account’s first day', async () => {
    const bob = await t.signUp({ firstName: 'Bob' });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await bob.client.post('/api/posts', { content: `hello ${i}` })).status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(WRITE_LIMITS.posts.max / 2);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // A 429 is not an Idempotency-Key's answer: the same call later runs again.
    const key = randomUUID();
    const keyed = await bob.client.post(
      '/api/posts',
      { content: 'later' },
      { headers: { 'Idempotency-Key': key } },
    );
    expect(keyed.status).toBe(429);
    expect(await queryRows(t.db, sql`select 1 from idempotency_keys where key = ${key}`)).toEqual(
      [],
    );
  });

  it('reports: a member puts at most 20 items a day in the moderation queue, then is told why', async () => {
    const eve = await seasoned(await t.signUp({ firstName: 'Eve' }));
    const fay = await t.signUp({ firstName: 'Fay' });
    const ids = Array.from({ length: WRITE_LIMITS.reports.max + 1 }, () => randomUUID());
    await t.db.insert(posts).values(ids.map((id) => ({ id, authorId: fay.user.id, content: 'x' })));
    const replies = [];
    for (const itemId of ids) {
      replies.push(
        await eve.client.post('/api/reports', { itemKind: 'post', itemId, reason: 'spam' }),
      );
    }
    expect(replies.map((r) => r.status)).toEqual([
      ...Array(WRITE_LIMITS.reports.max).fill(201),
      429,
    ]);
    expect(((await replies.at(-1)!.json()) as { message: string }).message).toMatch(
      /^You have reached the limit of 20 reports a day\. You can try again in /,
    );
  });

  it('a refused write gives its use back (a 404 costs nothing)', async () => {
    const cy = await t.signUp({ firstName: 'Cy' });
    const requests = WRITE_LIMITS.connectionRequests.max / 2;
    for (let i = 0; i < requests + 5; i++) {
      const res = await cy.client.post('/api/connections', { addresseeId: randomUUID() });
      expect(res.status).toBe(404);
    }
    const other = await t.signUp();
    expect((await cy.client.post('/api/connections', { addresseeId: other.user.id })).status).toBe(
      201,
    );
  });

  it('a pushed write over the limit is not recorded: the batch stops and says when to retry', async () => {
    const dee = await t.signUp({ firstName: 'Dee' });
    const clientId = randomUUID();
    const mutations = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      key: randomUUID(),
      method: 'POST',
      path: '/api/posts',
      body: { id: randomUUID(), content: `pushed ${i}` },
    }));
    const res = await dee.client.post('/api/sync/push', {
      clientId,
      mutations,
      protocolVersion: PROTOCOL_VERSION,
    });
    expect(res.status).toBe(200);
    const reply = (await res.json()) as {
      lastMutationId: number;
      results: { id: number; status: number; body?: { retryAfterSeconds?: number } }[];
    };
    expect(reply.lastMutationId).toBe(10);
    expect(reply.results.map((r) => r.status)).toEqual([...Array(10).fill(201), 429]);
    expect(reply.results[10]!.body?.retryAfterSeconds).toBeGreaterThan(0);
    expect(await postsOf(dee.user.id)).toHaveLength(10);
  });

  it('MEMBER_WRITE_LIMITS=off lets a seeding server write in bulk', async () => {
    const bulk = await createTestApp({ database: t.database, env: { MEMBER_WRITE_LIMITS: 'off' } });
    try {
      const eve = await bulk.signUp({ firstName: 'Eve' });
      for (let i = 0; i < 15; i++) {
        expect((await eve.client.post('/api/posts', { content: `seed ${i}` })).status).toBe(201);
      }
    } finally {
      await bulk.close();
    }
  });
});

describe('issue 28 §1: the sign-up and verification e-mail throttles', () => {
  const signUpFrom = (ip: string, email = uniqueEmail()) =>
    t.client().post(
      '/api/auth/signup',
      {
        email,
        password: TEST_PASSWORD,
        firstName: 'Flo',
        lastName: 'Od',
        program: 'Film and Television',
        graduationYear: 2027,
      },
      { headers: { 'x-forwarded-for': ip } },
    );

  it('is on by default: 50 sign-ups an hour per address', () => {
    expect(loadEnv({}, {}).SIGNUP_LIMIT_PER_HOUR).toBe(50);
  });

  it('100 sign-ups from one address at once make 50 accounts; an IPv6 /64 is one address', async () => {
    const limited = await createTestApp({
      database: t.database,
      env: { TRUST_PROXY: 'true', SIGNUP_LIMIT_PER_HOUR: 50, PASSWORD_HASH_QUEUE_LIMIT: 200 },
    });
    try {
      const from = (ip: string) =>
        limited.client().post(
          '/api/auth/signup',
          {
            email: uniqueEmail('flood'),
            password: TEST_PASSWORD,
            firstName: 'Flo',
            lastName: 'Od',
            program: 'Film and Television',
            graduationYear: 2027,
          },
          { headers: { 'x-forwarded-for': ip } },
        );
      const replies = await Promise.all(
        Array.from({ length: 100 }, (_, i) => from(`2001:db8:1:2::${(i + 1).toString(16)}`)),
      );
      expect(replies.filter((r) => r.status === 201)).toHaveLength(50);
      const refused = replies.filter((r) => r.status === 429);
      expect(refused).toHaveLength(50);
      expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused[0]!.json()) as { message: string }).message).toMatch(
        /^Too many accounts have been created from your network/,
      );
      // Another /64 is another address.
      expect((await from('2001:db8:1:3::1')).status).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('0 turns the sign-up throttle off', async () => {
    const off = await createTestApp({
      database: t.database,
      env: { TRUST_PROXY: 'true', SIGNUP_LIMIT_PER_HOUR: 0 },
    });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await off.client().post(
          '/api/auth/signup',
          {
            email: uniqueEmail(),
            password: TEST_PASSWORD,
            firstName: 'A',
            lastName: 'B',
            program: 'Film and Television',
            graduationYear: 2027,
          },
          { headers: { 'x-forwarded-for': '10.9.9.9' } },
        );
        expect(res.status).toBe(201);
      }
    } finally {
      await off.close();
    }
  });

  it('three verification e-mails an hour per address: the fourth ask answers 429', async () => {
    const email = uniqueEmail('inbox');
    const signed = await signUpFrom('10.7.0.1', email);
    expect(signed.status).toBe(201);
    const client = t.client();
    const login = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    await smtp.waitFor((m) => smtp.to(email).includes(m));
    const statuses: number[] = [];
    for (let i = 0; i < VERIFICATION_MAILS_PER_HOUR; i++) {
      // Past the one-a-minute wait of resends.
      await t.db.execute(
        sql`update email_verification_tokens set created_at = now() - interval '2 minutes'`,
      );
      const res = await client.post('/api/auth/resend-verification', undefined);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(((await res.json()) as { message: string }).message).toMatch(
          /^We have sent 3 verification e-mails to this address in the last hour/,
        );
      }
    }
    expect(statuses).toEqual([200, 200, 429]);
    const [row] = await queryRows<{ used: number }>(
      t.db,
      sql`select used from rate_limit_counters where key = ${`verification-mail:${email}`}`,
    );
    expect(Number(row?.used)).toBe(VERIFICATION_MAILS_PER_HOUR);
  });
});
