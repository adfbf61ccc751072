import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseMail,
  type SinkMessage,
  type SmtpSink,
  startSmtpSink,
} from '../../../../tests/support/smtp-sink';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/support/test-app';
import { emailVerificationTokens } from '../../db/schema/auth';
import { hashVerificationToken } from './email-verification';

let sink: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    env: { SMTP_URL: sink.url, MAIL_FROM: 'Greenroom <no-reply@greenroom.test>' },
  });
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
});

const LINK = /(https?:\/\/[^\s"<>]+\/api\/auth\/verify-email\?token=([A-Za-z0-9_-]+))/;

function linkIn(text: string): { url: URL; token: string } {
  const m = LINK.exec(text);
  if (!m) throw new Error(`no verification link in:\n${text}`);
  return { url: new URL(m[1]!), token: m[2]! };
}

async function mailTo(email: string, after = 0): Promise<SinkMessage> {
  return sink.waitFor((m) => m.envelopeTo.includes(email) && sink.messages.indexOf(m) >= after);
}

async function currentUser(client: TestClient) {
  const res = await client.get('/api/auth/user');
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string; isVerified: boolean } | null;
}

/** Pretends the member's newest token was issued `seconds` ago. */
async function ageTokens(userId: string, seconds: number) {
  await t.db
    .update(emailVerificationTokens)
    .set({ createdAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(emailVerificationTokens.userId, userId));
}

// Members here are signed up unverified: these tests follow their e-mails themselves.
describe('verification e-mail on sign-up (SMTP)', () => {
  it('sends a kind e-mail with a working link; only the hash of the token is stored', async () => {
    const member = await t.signUp({ verified: false, firstName: 'Ada' });
    expect(member.user.isVerified).toBe(false);

    const mail = await mailTo(member.email);
    expect(mail.envelopeTo).toEqual([member.email]);
    expect(mail.envelopeFrom).toBe('no-reply@greenroom.test');
    expect(mail.subject).toBe('Confirm your Greenroom e-mail');
    expect(mail.text).toContain('Hi Ada,');
    const { url, token } = linkIn(mail.text);
    expect(url.pathname).toBe('/api/auth/verify-email');
    expect(mail.html).toContain(`href="${url.href}"`);

    const rows = await t.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, member.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashVerificationToken(token));
    expect(rows[0]!.tokenHash).not.toContain(token);
    const hours = (rows[0]!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    // Following the link (in the same browser) verifies the member.
    const res = await member.client.get(`${url.pathname}${url.search}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/?verified=1');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await currentUser(member.client))?.isVerified).toBe(true);

    // The link works once.
    const again = await t.request(`${url.pathname}${url.search}`);
    expect(again.headers.get('location')).toBe('/?verified=0');
    const left = await t.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, member.user.id));
    expect(left).toHaveLength(0);
  });

  it('works from another browser too (the token is the proof)', async () => {
    const member = await t.signUp({ verified: false });
    const { url } = linkIn((await mailTo(member.email)).text);
    const res = await t.client().get(`${url.pathname}${url.search}`);
    expect(res.headers.get('location')).toBe('/?verified=1');
    expect((await currentUser(member.client))?.isVerified).toBe(true);
  });

  it('a bad, missing or expired token verifies nobody', async () => {
    const member = await t.signUp({ verified: false });
    const { url, token } = linkIn((await mailTo(member.email)).text);

    for (const path of [
      '/api/auth/verify-email?token=not-a-real-token',
      `/api/auth/verify-email?token=${token.slice(0, -1)}x`,
      '/api/auth/verify-email',
      '/api/auth/verify-email?token=',
      `/api/auth/verify-email?token=${'a'.repeat(600)}`,
    ]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe('/?verified=0');
    }
    expect((await currentUser(member.client))?.isVerified).toBe(false);

    await t.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.userId, member.user.id));
    const expired = await t.request(`${url.pathname}${url.search}`);
    expect(expired.headers.get('location')).toBe('/?verified=0');
    expect((await currentUser(member.client))?.isVerified).toBe(false);
  });

  it('POST /api/auth/verify-email {token} answers JSON', async () => {
    const member = await t.signUp({ verified: false });
    const { token } = linkIn((await mailTo(member.email)).text);
    const bad = await t.client().post('/api/auth/verify-email', { token: 'nope' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: 'This verification link is invalid or has expired',
    });
    const ok = await t.client().post('/api/auth/verify-email', { token });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: 'E-mail verified' });
    expect((await currentUser(member.client))?.isVerified).toBe(true);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('needs a session', async () => {
    const res = await t.client().post('/api/auth/resend-verification');
    expect(res.status).toBe(401);
  });

  it('is throttled to one e-mail a minute, sends a new link and retires the old one', async () => {
    const member = await t.signUp({ verified: false });
    const first = linkIn((await mailTo(member.email)).text);

    // Right after sign-up: too soon.
    const early = await member.client.post('/api/auth/resend-verification');
    expect(early.status).toBe(429);
    const retryAfter = Number(early.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await early.json()).message).toMatch(/less than a minute ago/);

    await ageTokens(member.user.id, 61);
    const before = sink.messages.length;
    const res = await member.client.post('/api/auth/resend-verification');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Verification e-mail sent' });
    const second = linkIn((await mailTo(member.email, before)).text);
    expect(second.token).not.toBe(first.token);

    // And again at once: throttled (the counter is the new e-mail).
    const twice = await member.client.post('/api/auth/resend-verification');
    expect(twice.status).toBe(429);
    expect(sink.to(member.email)).toHaveLength(2);

    // Only the newest link works.
    const old = await t.request(`${first.url.pathname}${first.url.search}`);
    expect(old.headers.get('location')).toBe('/?verified=0');
    const fresh = await t.request(`${second.url.pathname}${second.url.search}`);
    expect(fresh.headers.get('location')).toBe('/?verified=1');

    // Verified: nothing to resend.
    await ageTokens(member.user.id, 120);
    const done = await member.client.post('/api/auth/resend-verification');
    expect(done.status).toBe(400);
    expect(await done.json()).toEqual({ message: 'Your e-mail address is already verified' });
  });

  it('concurrent resends send one e-mail', async () => {
    const member = await t.signUp({ verified: false });
    await mailTo(member.email);
    await ageTokens(member.user.id, 61);
    const replies = await Promise.all([
      member.client.post('/api/auth/resend-verification'),
      member.client.post('/api/auth/resend-verification'),
      member.client.post('/api/auth/resend-verification'),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 429, 429]);
    await new Promise((r) => setTimeout(r, 200));
    expect(sink.to(member.email)).toHaveLength(2);
  });
});

describe('without SMTP', () => {
  it('writes the e-mail as an .eml file under DATA_DIR/mail', async () => {
    const local = await createTestApp({ database: t.database });
    const member = await local.signUp({ verified: false, firstName: 'Grace' });
    const dir = path.join(local.env.DATA_DIR, 'mail');
    // The e-mail is sent after the reply; wait for it like a mailbox would. It is written to a
    // hidden temporary file, then renamed: a mailbox reads only the renamed one.
    const written = () =>
      readdir(dir)
        .then((names) => names.filter((name) => !name.startsWith('.')))
        .catch(() => []);
    await expect.poll(written, { timeout: 10_000 }).toHaveLength(1);
    const files = await written();
    expect(files[0]).toMatch(new RegExp(`-${member.email.replace(/[.+]/g, '\\$&')}\\.eml$`));

    const parsed = await parseMail(await readFile(path.join(dir, files[0]!)));
    expect(parsed.subject).toBe('Confirm your Greenroom e-mail');
    expect(parsed.text).toContain('Hi Grace,');
    const { url } = linkIn(parsed.text ?? '');
    const res = await local.request(`${url.pathname}${url.search}`);
    expect(res.headers.get('location')).toBe('/?verified=1');
    expect((await currentUser(member.client))?.isVerified).toBe(true);
    // Nothing went to the SMTP sink for this member.
    expect(sink.to(member.email)).toHaveLength(0);
  });

  it('uses PUBLIC_URL for the link when it is set', async () => {
    const local = await createTestApp({
      database: t.database,
      env: { PUBLIC_URL: 'https://greenroom.example', SMTP_URL: sink.url },
    });
    const member = await local.signUp({ verified: false });
    const { url } = linkIn((await mailTo(member.email)).text);
    expect(url.origin).toBe('https://greenroom.example');
  });
});

describe('links never follow a forged Host (PUBLIC_URL unset)', () => {
  const signupBody = (email: string) => ({
    email,
    password: 'correct horse 42',
    firstName: 'Vic',
    lastName: 'Tim',
    program: 'Dance',
    graduationYear: 2027,
  });

  it('a sign-up with Host: evil.example mails no link to evil.example', async () => {
    const victim = `victim.${Date.now()}@nyu.edu`;
    const res = await t.client().post('/api/auth/signup', signupBody(victim), {
      headers: { host: 'evil.example' },
    });
    expect(res.status).toBe(201);
    // A sign-up from an allowed host, sent after it, arrives; the forged one never does.
    const witness = `witness.${Date.now()}@nyu.edu`;
    await t.client().post('/api/auth/signup', signupBody(witness), {
      headers: { host: '127.0.0.1:3000' },
    });
    const { url } = linkIn((await mailTo(witness)).text);
    expect(url.origin).toBe('http://127.0.0.1:3000');
    expect(sink.to(victim)).toHaveLength(0);
    expect(sink.messages.some((m) => m.text.includes('evil.example'))).toBe(false);
  });

  it('resend from a forged Host answers 503 and sends nothing', async () => {
    const member = await t.signUp({ verified: false });
    await mailTo(member.email);
    await ageTokens(member.user.id, 120);
    const before = sink.to(member.email).length;
    const res = await member.client.post('/api/auth/resend-verification', undefined, {
      headers: { host: 'evil.example' },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      message: 'E-mail links cannot be sent from this address. Please try again later.',
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(sink.to(member.email)).toHaveLength(before);
  });

  it('ALLOWED_HOSTS names the hosts links may be built for', async () => {
    const lan = await createTestApp({
      database: t.database,
      env: { SMTP_URL: sink.url, ALLOWED_HOSTS: 'greenroom.lan' },
    });
    const email = `lan.${Date.now()}@nyu.edu`;
    await lan.client().post('/api/auth/signup', signupBody(email), {
      headers: { host: 'greenroom.lan:8080' },
    });
    expect(linkIn((await mailTo(email)).text).url.origin).toBe('http://greenroom.lan:8080');
  });
});
