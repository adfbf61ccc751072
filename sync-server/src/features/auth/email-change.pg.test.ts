// Changing e-mail over SMTP: re-authentication, a member address nobody uses, a link to the new
// address (once, 24 hours, ended by a newer request or a password change), a notice to the old.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../../../tests/support/smtp-sink';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';

let sink: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://greenroom.example' } });
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
});

const LINK =
  /https:\/\/greenroom\.example(\/api\/auth\/confirm-email-change\?token=[A-Za-z0-9_-]+)/;
const fresh = () => `moved.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@nyu.edu`;
const change = (who: SignedUp, newEmail: string, currentPassword = who.password) =>
  who.client.post('/api/auth/change-email', { newEmail, currentPassword });
async function linkTo(email: string): Promise<string> {
  const mail = await sink.waitFor(
    (m) => m.envelopeTo.includes(email) && m.subject.startsWith('Confirm your new'),
  );
  return LINK.exec(mail.text)![1]!;
}
const me = async (who: SignedUp) =>
  (await (await who.client.get('/api/auth/user')).json()) as { email: string; isVerified: boolean };

describe('changing e-mail', () => {
  it('re-authenticates, sends the link to the new address and a notice to the old one', async () => {
    const ada = await t.signUp({ firstName: 'Ada' });
    const target = fresh();
    expect((await change(ada, target, 'wrong password')).status).toBe(400);
    expect((await change(ada, 'ada@gmail.com')).status).toBe(400);
    expect((await change(ada, ada.email)).status).toBe(400);
    const taken = await t.signUp({ firstName: 'Taken' });
    expect((await change(ada, taken.email)).status).toBe(409);
    expect(
      (await t.client().post('/api/auth/change-email', { newEmail: target, currentPassword: 'x' }))
        .status,
    ).toBe(401);

    expect((await change(ada, target)).status).toBe(200);
    const notice = await sink.waitFor(
      (m) => m.envelopeTo.includes(ada.email.toLowerCase()) && m.subject.includes('being changed'),
    );
    expect(notice.text).toContain(target);
    // Nothing changes until the link is opened.
    expect((await me(ada)).email).toBe(ada.email);
    const path = await linkTo(target);
    const opened = await t.client().get(path);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/settings?emailChanged=1');
    expect(await me(ada)).toMatchObject({ email: target, isVerified: true });
    // Once only; the new address signs in, the old one does not.
    expect((await t.client().get(path)).headers.get('location')).toBe('/settings?emailChanged=0');
    expect((await t.logIn(target, ada.password)).res.status).toBe(200);
    expect((await t.logIn(ada.email, ada.password)).res.status).toBe(401);
  });

  it('a newer request or a password change ends the pending one; Google-only accounts keep Google’s', async () => {
    const ben = await t.signUp({ firstName: 'Ben' });
    const first = fresh();
    await change(ben, first);
    const firstLink = await linkTo(first);
    const second = fresh();
    await change(ben, second);
    const secondLink = await linkTo(second);
    expect((await t.client().get(firstLink)).headers.get('location')).toBe(
      '/settings?emailChanged=0',
    );
    await ben.client.post('/api/auth/change-password', {
      currentPassword: ben.password,
      newPassword: 'changed password 1',
      confirmPassword: 'changed password 1',
    });
    expect((await t.client().get(secondLink)).headers.get('location')).toBe(
      '/settings?emailChanged=0',
    );
    expect((await me(ben)).email).toBe(ben.email);

    const gia = await t.signUp({ firstName: 'Gia' });
    await t.db.execute(sql`update users set password_hash = null where id = ${gia.user.id}`);
    const refused = await change(gia, fresh(), 'anything');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/signs in with Google/);
  });
});
