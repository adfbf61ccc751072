// The "unread messages" e-mail (ADR 045) through the notifications' hourly batch and a real SMTP
// peer: one e-mail when messages are still unread an hour after they arrived, none when they were
// read, the switch is off, the conversation is muted or the sender blocked; who wrote and how
// many, never the words.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../../../tests/support/smtp-sink';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { queryRows } from '../../db/client';
import { UNREAD_MESSAGES_SUBJECT } from '../../mail/templates';
import { conversationOf, sent } from './messages.test-helpers';

let t: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://greenroom.example' },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});
beforeEach(() => smtp.clear());

async function verified(firstName: string, lastName: string): Promise<SignedUp> {
  const m = await t.signUp({ firstName, lastName });
  await t.db.execute(sql`update users set is_verified = true where id = ${m.user.id}`);
  return m;
}

/** Ana writes `words` to Ben in a new conversation; nothing is e-mailed yet. */
async function anaWritesToBen(...words: string[]) {
  const ana = await verified('Ana', 'Writer');
  const ben = await verified('Ben', 'Reader');
  const id = await conversationOf(ana, [ben]);
  for (const w of words) await sent(ana, id, w);
  await t.deliveries.drain();
  expect(mailsTo(ben)).toEqual([]);
  return { ana, ben, id };
}

/**
 * The batch's hour is up (the test's clock cannot move PostgreSQL's), and the dispatcher has done
 * with it: nothing left waiting (a failed send would be waiting for its retry).
 */
async function hourPasses(member: SignedUp) {
  await t.db.execute(sql`update email_sends set next_send_at = now()
    where user_id = ${member.user.id} and kind = 'message' and next_send_at is not null`);
  await t.deliveries.drain();
  const [batch] = await queryRows<{ pending: unknown[]; next_send_at: unknown }>(
    t.db,
    sql`select pending, next_send_at from email_sends
      where user_id = ${member.user.id} and kind = 'message'`,
  );
  expect(batch).toMatchObject({ pending: [], next_send_at: null });
}

const mailsTo = (m: SignedUp) =>
  smtp.to(m.email).filter((mail) => !mail.subject.startsWith('Confirm your'));

describe('unread messages e-mail', () => {
  it('waits an hour, then tells who wrote and how many, without the words; one an hour', async () => {
    const { ana, ben, id } = await anaWritesToBen('our secret plan', 'bring the props');
    const [batch] = await queryRows<{ minutes: number }>(
      t.db,
      sql`select extract(epoch from next_send_at - now()) / 60 as minutes
        from email_sends where user_id = ${ben.user.id} and kind = 'message'`,
    );
    expect(Number(batch!.minutes)).toBeGreaterThan(58);

    await hourPasses(ben);
    const [mail, ...more] = mailsTo(ben);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(UNREAD_MESSAGES_SUBJECT);
    expect(mail!.text).toContain('Ana Writer: 2 unread messages');
    expect(mail!.text).toContain(`https://greenroom.example/messages/${id}`);
    expect(mail!.text).not.toContain('secret');
    expect(mail!.html).not.toContain('props');

    // Another message soon after: the next e-mail waits for the hour after this one.
    await sent(ana, id, 'and the lights');
    await t.deliveries.drain();
    expect(mailsTo(ben)).toHaveLength(1);

    // Its unsubscribe link turns the Messages switch off, like the others.
    const token = /\/email\/unsubscribe\?token=([^\s]+)/.exec(mail!.text)![1]!;
    const done = await t.request('/email/unsubscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(done.status).toBe(200);
    const me = (await (await ben.client.get('/api/auth/user')).json()) as Record<string, unknown>;
    expect(me).toMatchObject({ emailMessages: false, emailNotifications: true });
    await hourPasses(ben);
    expect(mailsTo(ben)).toHaveLength(1);
  });

  it('read before the hour: none', async () => {
    const { ben, id } = await anaWritesToBen('hello');
    const read = await ben.client.post(`/api/conversations/${id}/read`, {
      readAt: new Date().toISOString(),
    });
    expect(read.status).toBe(200);
    await hourPasses(ben);
    expect(mailsTo(ben)).toEqual([]);
  });

  it('the Messages switch off (or the master switch): none', async () => {
    const { ben } = await anaWritesToBen('hello');
    await ben.client.post('/api/user/email-preferences', { emailMessages: false });
    await hourPasses(ben);
    expect(mailsTo(ben)).toEqual([]);

    const other = await anaWritesToBen('hello again');
    await other.ben.client.post('/api/user/email-preferences', { emailNotifications: false });
    await hourPasses(other.ben);
    expect(mailsTo(other.ben)).toEqual([]);
  });

  it('a conversation muted within the hour: none', async () => {
    const { ben, id } = await anaWritesToBen('hello');
    const mute = await ben.client.put(`/api/conversations/${id}/mute`, { muted: true });
    expect(mute.status).toBe(200);
    await hourPasses(ben);
    expect(mailsTo(ben)).toEqual([]);
  });

  it('a sender blocked within the hour: none', async () => {
    const { ana, ben } = await anaWritesToBen('hello');
    const block = await ben.client.post('/api/blocks', { userId: ana.user.id });
    expect(block.status).toBeLessThan(300);
    await hourPasses(ben);
    expect(mailsTo(ben)).toEqual([]);
  });
});
