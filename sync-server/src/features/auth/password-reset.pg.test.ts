// Forgotten password end to end over SMTP: the same reply for every address, a single-use link
// of one hour that a newer request or a password change ends, a Google-only account told to use
// Google, throttles, and a reset that ends every other session and signs this device in.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SinkMessage,
  type SmtpSink,
  startSmtpSink,
} from '../../../../tests/support/smtp-sink';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let sink: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://greenroom.example', TRUST_PROXY: '1' },
  });
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
});

const LINK = /https:\/\/greenroom\.example\/auth\?mode=reset&token=([A-Za-z0-9_-]+)/;
const resetMails = (email: string) =>
  sink.messages.filter(
    (m) => m.envelopeTo.includes(email.toLowerCase()) && m.subject.startsWith('Reset'),
  );
const tokenIn = (mail: SinkMessage) => {
  const m = LINK.exec(mail.text);
  if (!m) throw new Error(`no reset link in:\n${mail.text}`);
  return m[1]!;
};
const forgot = (email: string, ip = '203.0.113.7') =>
  t.client().post('/api/auth/forgot-password', { email }, { headers: { 'x-forwarded-for': ip } });
const reset = (token: string, password: string) =>
  t
    .client()
    .post('/api/auth/reset-password', { token, newPassword: password, confirmPassword: password });
async function waitForMails(email: string, n: number) {
  await sink.waitFor(() => resetMails(email).length >= n);
  return resetMails(email);
}

describe('forgotten password', () => {
  it('the same reply for any address; a link that signs in and ends every other session', async () => {
    const ada = await t.signUp({ firstName: 'Ada' });
    const other = await t.logIn(ada.email);
    const unknown = await forgot(`nobody.${Date.now()}@nyu.edu`);
    const known = await forgot(ada.email);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const [mail] = await waitForMails(ada.email, 1);
    expect(mail!.text).toContain('Hi Ada,');
    const token = tokenIn(mail!);

    expect((await reset(token, 'short')).status).toBe(400);
    const mismatch = await t.client().post('/api/auth/reset-password', {
      token,
      newPassword: 'new password 1',
      confirmPassword: 'other one',
    });
    expect(mismatch.status).toBe(400);
    const done = await reset(token, 'new password 1');
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ id: ada.user.id });
    // Old sessions are gone; the new password works, the old one does not; the link is used.
    expect(await (await ada.client.get('/api/auth/user')).json()).toBeNull();
    expect(await (await other.client.get('/api/auth/user')).json()).toBeNull();
    expect((await t.logIn(ada.email, 'new password 1')).res.status).toBe(200);
    expect((await t.logIn(ada.email)).res.status).toBe(401);
    const again = await reset(token, 'another password 2');
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toMatch(/invalid or has expired/);
  });

  it('a newer request and a password change end the earlier links; links expire after an hour', async () => {
    const ben = await t.signUp({ firstName: 'Ben' });
    await forgot(ben.email);
    await forgot(ben.email);
    const [first, second] = await waitForMails(ben.email, 2);
    expect((await reset(tokenIn(first!), 'first password 1')).status).toBe(400);
    await forgot(ben.email);
    const third = (await waitForMails(ben.email, 3))[2]!;
    // A password change ends it too.
    const changed = await ben.client.post('/api/auth/change-password', {
      currentPassword: ben.password,
      newPassword: 'changed password 1',
      confirmPassword: 'changed password 1',
    });
    expect(changed.status).toBe(200);
    expect((await reset(tokenIn(third), 'third password 1')).status).toBe(400);
    expect(second).toBeDefined();
    // An expired link does not work.
    const cy = await t.signUp({ firstName: 'Cy' });
    await forgot(cy.email);
    const [cyMail] = await waitForMails(cy.email, 1);
    await t.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = ${cy.user.id}`,
    );
    expect((await reset(tokenIn(cyMail!), 'late password 1')).status).toBe(400);
  });

  it('a Google-only account is told to use Google, in the e-mail', async () => {
    const gia = await t.signUp({ firstName: 'Gia' });
    await t.db.execute(sql`update users set password_hash = null where id = ${gia.user.id}`);
    expect((await forgot(gia.email)).status).toBe(200);
    const [mail] = await waitForMails(gia.email, 1);
    expect(mail!.text).toContain('Sign in with Google');
    expect(LINK.test(mail!.text)).toBe(false);
  });

  it('throttles: at most 3 e-mails an hour per address (same reply), 20 requests per network (429)', async () => {
    const dee = await t.signUp({ firstName: 'Dee' });
    const ip = '198.51.100.23';
    for (let i = 0; i < 5; i++) expect((await forgot(dee.email, ip)).status).toBe(200);
    await waitForMails(dee.email, 3);
    await new Promise((r) => setTimeout(r, 200));
    expect(resetMails(dee.email)).toHaveLength(3);
    for (let i = 0; i < 15; i++) {
      expect((await forgot(`x${i}.${Date.now()}@nyu.edu`, ip)).status).toBe(200);
    }
    const refused = await forgot(dee.email, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another network is not held up.
    expect((await forgot(`y.${Date.now()}@nyu.edu`, '198.51.100.99')).status).toBe(200);
  });
});
