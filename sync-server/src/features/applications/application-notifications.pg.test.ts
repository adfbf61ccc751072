// The job notifications through every channel: an application pushes to the job's author, the
// author's decision pushes to the applicant (decrypted by a push service on loopback), each
// opening the screen it is about; e-mail follows the job-applications flag.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PushService } from '../../../../tests/support/push-service';
import { type SmtpSink, startSmtpSink } from '../../../../tests/support/smtp-sink';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';

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

async function verified(firstName: string, lastName: string): Promise<SignedUp> {
  const m = await t.signUp({ firstName, lastName });
  await t.db.execute(sql`update users set is_verified = true where id = ${m.user.id}`);
  return m;
}

async function subscribe(member: SignedUp) {
  const sub = push.subscribe();
  const res = await member.client.post('/api/push-subscriptions', sub);
  expect(res.status, await res.text()).toBe(201);
  return sub;
}

it('apply → the author is pushed and mailed; accept → the applicant is pushed', async () => {
  const author = await verified('Ana', 'Author');
  const applicant = await verified('Ben', 'Applicant');
  const authorPhone = await subscribe(author);
  const applicantPhone = await subscribe(applicant);
  const job = (await (
    await author.client.post('/api/jobs', { title: 'Gaffer', description: 'Two days' })
  ).json()) as { id: string };
  const applied = await applicant.client.post(`/api/jobs/${job.id}/apply`, { message: 'Me!' });
  const application = (await applied.json()) as { id: string };
  await t.deliveries.drain();
  expect(push.for(authorPhone.id).map((p) => p.payload)).toEqual([
    expect.objectContaining({
      notification: expect.objectContaining({
        title: 'New Application',
        body: 'Ben Applicant applied to Gaffer',
        navigate: `https://greenroom.example/applications/${application.id}`,
        data: expect.objectContaining({ type: 'job_application' }),
      }),
    }),
  ]);
  const mail = await smtp.waitFor(
    (m) => m.envelopeTo.includes(author.email.toLowerCase()) && !m.subject.startsWith('Confirm'),
  );
  expect(mail.subject).toContain('Ben Applicant applied to Gaffer');

  expect(
    (await author.client.patch(`/api/applications/${application.id}`, { status: 'accepted' }))
      .status,
  ).toBe(200);
  await t.deliveries.drain();
  expect(push.for(applicantPhone.id).map((p) => p.payload)).toEqual([
    expect.objectContaining({
      notification: expect.objectContaining({
        title: 'Application Accepted',
        body: 'Your application for Gaffer was accepted',
        navigate: `https://greenroom.example/jobs/${job.id}`,
        data: expect.objectContaining({ type: 'job_milestone' }),
      }),
    }),
  ]);
  // Back to pending tells nobody.
  await author.client.patch(`/api/applications/${application.id}`, { status: 'pending' });
  await t.deliveries.drain();
  expect(push.for(applicantPhone.id)).toHaveLength(1);
});
