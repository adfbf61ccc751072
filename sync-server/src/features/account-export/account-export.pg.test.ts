import {
  DATA_EXPORT_SECTIONS,
  type DataExportReply,
} from '@greenroom/shared-model/schemas/account';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const status = async (who: SignedUp) => {
  const res = await who.client.get('/api/account/export');
  return { code: res.status, body: (await res.json()) as DataExportReply };
};
async function readyExport(who: SignedUp) {
  for (let i = 0; i < 100; i++) {
    const { body } = await status(who);
    if (body.status !== 'pending') return body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the export never finished');
}

describe('download my data', () => {
  it('builds the member’s archive in the background, offers it for a day, to them only', async () => {
    const ada = await t.signUp({ firstName: 'Ada', lastName: 'Archive' });
    const ben = await t.signUp({ firstName: 'Ben' });
    const post = (await (
      await ada.client.post('/api/posts', { content: 'My first post' })
    ).json()) as { id: string };
    await ada.client.post(`/api/posts/${post.id}/comments`, { content: 'And a note on it' });
    const job = (await (
      await ada.client.post('/api/jobs', { title: 'Gaffer', description: 'd' })
    ).json()) as { id: string };
    await ben.client.post(`/api/jobs/${job.id}/apply`, { message: 'Me' });
    await ben.client.get(`/api/users/${ada.user.id}`);
    const chat = (await (
      await ada.client.post('/api/conversations', { memberIds: [ben.user.id] })
    ).json()) as { id: string };
    await ada.client.post(`/api/conversations/${chat.id}/messages`, { content: 'Lunch?' });
    await ben.client.post(`/api/conversations/${chat.id}/accept`, {});
    await ben.client.post(`/api/conversations/${chat.id}/messages`, { content: 'Sure' });
    expect((await status(ada)).code).toBe(404);

    const started = await ada.client.post('/api/account/export', {});
    expect(started.status).toBe(202);
    expect(await started.json()).toMatchObject({ status: 'pending', readyAt: null });
    const ready = await readyExport(ada);
    expect(ready.status).toBe('ready');
    expect(Date.parse(ready.expiresAt!) - Date.parse(ready.readyAt!)).toBe(24 * 60 * 60 * 1000);
    // Asking again within minutes gets the same archive.
    const again = await ada.client.post('/api/account/export', {});
    expect(again.status).toBe(200);
    expect(((await again.json()) as DataExportReply).requestedAt).toBe(ready.requestedAt);

    const download = await ada.client.get('/api/account/export/download');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="greenroom-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const archive = (await download.json()) as Record<string, unknown>;
    for (const section of DATA_EXPORT_SECTIONS) expect(archive, section).toHaveProperty(section);
    expect(archive.profile).toMatchObject({ id: ada.user.id, email: ada.email });
    expect(archive.profile).not.toHaveProperty('passwordHash');
    expect(archive.posts).toMatchObject([{ content: 'My first post' }]);
    expect(archive.comments).toMatchObject([{ postId: post.id, content: 'And a note on it' }]);
    expect(archive.jobs).toMatchObject([{ id: job.id, title: 'Gaffer' }]);
    // My messages, not the other member's.
    expect(archive.conversations).toMatchObject([{ id: chat.id, myStatus: 'active' }]);
    expect(archive.messages).toMatchObject([{ conversationId: chat.id, content: 'Lunch?' }]);
    expect(archive.applicationsToMyJobs).toMatchObject([
      { jobId: job.id, applicantId: ben.user.id },
    ]);
    expect(archive.profileViews).toMatchObject([{ viewerId: ben.user.id }]);
    expect(JSON.stringify(archive)).not.toMatch(/argon2|password_hash|passwordHash/);

    // Nobody else's: Ben has none of his own, and cannot reach Ada's.
    expect((await ben.client.get('/api/account/export/download')).status).toBe(404);
    expect((await t.client().get('/api/account/export/download')).status).toBe(401);

    // After a day it is gone.
    await t.db.execute(
      sql`update data_exports set expires_at = now() - interval '1 second' where user_id = ${ada.user.id}`,
    );
    expect((await status(ada)).body.status).toBe('expired');
    expect((await ada.client.get('/api/account/export/download')).status).toBe(410);
  });
});
