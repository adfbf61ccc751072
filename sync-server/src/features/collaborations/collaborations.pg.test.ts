import { randomUUID } from 'node:crypto';
import type { Collaboration } from '@greenroom/shared-model/schemas/collaborations';
import type { UserSearchResult } from '@greenroom/shared-model/schemas/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { collaborations } from '../../db/schema/jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function acceptedPair(title = 'Gaffer') {
  const tag = randomUUID().slice(0, 6);
  const author = await t.signUp({ firstName: 'Ana', lastName: `Author${tag}` });
  const applicant = await t.signUp({ firstName: 'Ben', lastName: `Applicant${tag}` });
  const job = (await (
    await author.client.post('/api/jobs', { title, description: 'd' })
  ).json()) as { id: string };
  const app = (await (await applicant.client.post(`/api/jobs/${job.id}/apply`, {})).json()) as {
    id: string;
  };
  expect(
    (await author.client.patch(`/api/applications/${app.id}`, { status: 'accepted' })).status,
  ).toBe(200);
  return { author, applicant, job, app, tag };
}
const credits = async (who: SignedUp, of: SignedUp) =>
  (await (
    await who.client.get(`/api/collaborations/user/${of.user.id}`)
  ).json()) as Collaboration[];

describe('worked together', () => {
  it('acceptance offers a credit to both; it shows on profiles once both confirm', async () => {
    const { author, applicant, job } = await acceptedPair('Colorist');
    const stranger = await t.signUp({ firstName: 'Cy' });
    const [offer] = await credits(applicant, applicant);
    expect(offer).toMatchObject({
      jobId: job.id,
      jobTitle: 'Colorist',
      authorId: author.user.id,
      applicantId: applicant.user.id,
      authorConfirmed: false,
      applicantConfirmed: false,
      author: { firstName: 'Ana' },
    });
    // Not confirmed: others do not see it, and strangers cannot touch it.
    expect(await credits(stranger, applicant)).toEqual([]);
    expect(
      (await stranger.client.post(`/api/collaborations/${offer!.id}/confirm`, {})).status,
    ).toBe(404);
    expect((await stranger.client.delete(`/api/collaborations/${offer!.id}`)).status).toBe(404);

    const first = await applicant.client.post(`/api/collaborations/${offer!.id}/confirm`, {});
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ applicantConfirmed: true, authorConfirmed: false });
    expect(await credits(stranger, author)).toEqual([]);
    expect((await author.client.post(`/api/collaborations/${offer!.id}/confirm`, {})).status).toBe(
      200,
    );
    expect((await author.client.post(`/api/collaborations/${offer!.id}/confirm`, {})).status).toBe(
      200,
    );
    expect((await credits(stranger, author)).map((c) => c.id)).toEqual([offer!.id]);
    expect((await credits(stranger, applicant)).map((c) => c.id)).toEqual([offer!.id]);

    // It counts in discover; deleting the job keeps it.
    const found = (await (
      await stranger.client.get(
        `/api/users/search?q=${encodeURIComponent(applicant.user.lastName)}`,
      )
    ).json()) as UserSearchResult[];
    expect(found.find((u) => u.id === applicant.user.id)?.collaborationCount).toBe(1);
    await author.client.delete(`/api/jobs/${job.id}`);
    expect(await credits(stranger, applicant)).toMatchObject([
      { jobId: null, jobTitle: 'Colorist' },
    ]);
  });

  it('taking the acceptance back withdraws an unconfirmed credit; either member may remove one', async () => {
    const { author, applicant, app } = await acceptedPair();
    const rows = () =>
      t.db.select().from(collaborations).where(eq(collaborations.applicationId, app.id));
    expect(await rows()).toHaveLength(1);
    await author.client.patch(`/api/applications/${app.id}`, { status: 'pending' });
    expect(await rows()).toEqual([]);
    await author.client.patch(`/api/applications/${app.id}`, { status: 'accepted' });
    await author.client.patch(`/api/applications/${app.id}`, { status: 'accepted' });
    const [again] = await rows();
    expect(again).toBeDefined();
    expect((await applicant.client.delete(`/api/collaborations/${again!.id}`)).status).toBe(200);
    expect(await rows()).toEqual([]);
    expect((await author.client.delete(`/api/collaborations/${again!.id}`)).status).toBe(404);
  });

  it('a confirmed credit stays when the acceptance is taken back', async () => {
    const { author, applicant, app } = await acceptedPair();
    const [offer] = await credits(applicant, applicant);
    await applicant.client.post(`/api/collaborations/${offer!.id}/confirm`, {});
    await author.client.post(`/api/collaborations/${offer!.id}/confirm`, {});
    await author.client.patch(`/api/applications/${app.id}`, { status: 'rejected' });
    expect((await credits(author, applicant)).map((c) => c.id)).toEqual([offer!.id]);
  });
});
