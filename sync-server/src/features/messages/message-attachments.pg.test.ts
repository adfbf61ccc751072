// A message's one attachment (#33, ADR 045): the sender's own upload only, words optional with
// it, its info and name replicated to the other member, the push saying "Photo" or the file's
// name, and the file released and removed when the message is deleted (ADR 022).
import { randomUUID } from 'node:crypto';
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import { MESSAGE_TEXTS } from '@greenroom/shared-model/message-texts';
import type { Message } from '@greenroom/shared-model/schemas/messages';
import type { Notification } from '@greenroom/shared-model/schemas/notifications';
import type { ReportExcerpt } from '@greenroom/shared-model/schemas/reports';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMembers as connect } from '../../../../tests/support/connect-members';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { users } from '../../db/schema/users';
import { conversationOf, replicaOf } from './messages.test-helpers';

let t: TestApp;
let ada: SignedUp;
let bob: SignedUp;
let id: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signUp({ firstName: 'Ada', lastName: 'Okafor' });
  bob = await t.signUp({ firstName: 'Bob', lastName: 'Lindqvist' });
  await connect(ada, bob);
  id = await conversationOf(ada, [bob]);
});
afterAll(async () => {
  await t?.close();
});

let shade = 0;
async function upload(who: SignedUp, name = 'set.png', content?: Uint8Array) {
  shade += 1;
  const png =
    content ??
    (await sharp({
      create: { width: 400, height: 260, channels: 3, background: { r: shade, g: 90, b: 30 } },
    })
      .png()
      .toBuffer());
  const form = new FormData();
  form.append('file', new Blob([png]), name);
  const res = await t.request('/api/upload', {
    method: 'POST',
    body: form,
    headers: { origin: 'http://localhost', cookie: who.cookie },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

const sendWith = (who: SignedUp, body: object) =>
  who.client.post(`/api/conversations/${id}/messages`, { id: randomUUID(), ...body });

const served = async (address: string) =>
  (await t.request(address, { headers: { cookie: bob.cookie } })).status;

describe('message attachments', () => {
  it('a photo without words: the other member pulls it with its size and renditions; the push says "Photo"', async () => {
    const url = await upload(ada);
    const res = await sendWith(ada, { attachment: { url, name: 'set.png', size: 1 } });
    expect(res.status).toBe(201);
    const sent = (await res.json()) as Message;
    expect(sent.content).toBe('');
    expect(sent.attachment).toMatchObject({ url, name: 'set.png' });
    // The size is the stored file's, not what the client said.
    expect(sent.attachment!.size).toBeGreaterThan(1);
    const row = (await replicaOf(bob)).messages.find((m) => m.id === sent.id);
    expect(row?.attachment).toMatchObject({
      url,
      name: 'set.png',
      info: { width: 400, height: 260, renditions: [320] },
    });
    const notes = (await (await bob.client.get('/api/notifications')).json()) as Notification[];
    expect(notes.find((n) => n.type === 'message')?.message).toBe('Ada Okafor: Photo');
  });

  it('a file keeps its name, and words may come with it', async () => {
    const url = await upload(ada, 'call-sheet.pdf', new TextEncoder().encode('%PDF-1.4\n%%EOF\n'));
    const res = await sendWith(ada, {
      content: 'Call sheet for Friday',
      attachment: { url, name: 'call-sheet.pdf', size: 15 },
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as Message).attachment).toMatchObject({ name: 'call-sheet.pdf' });
  });

  it("someone else's upload, or an address that is no upload, is refused", async () => {
    const bobs = await upload(bob);
    const theirs = await sendWith(ada, { attachment: { url: bobs, name: 'x.png', size: 1 } });
    expect(theirs.status).toBe(403);
    expect(((await theirs.json()) as { message: string }).message).toBe(MESSAGE_TEXTS.notYourFile);
    const none = await sendWith(ada, {
      attachment: { url: '/uploads/0123456789abcdef0123456789abcdef.png', name: 'x', size: 1 },
    });
    expect(none.status).toBe(403);
    const outside = await sendWith(ada, {
      attachment: { url: 'https://vimeo.com/76979871', name: 'x', size: 1 },
    });
    expect(outside.status).toBe(400);
  });

  it('a message with neither words nor an attachment is refused with the schema’s words', async () => {
    const res = await sendWith(ada, { content: '   ' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(MESSAGE_TEXTS.required);
  });

  it('the same write through sync push is applied once', async () => {
    const url = await upload(ada);
    const messageId = randomUUID();
    const clientId = randomUUID();
    const mutation = {
      id: 1,
      key: randomUUID(),
      method: 'POST',
      path: `/api/conversations/${id}/messages`,
      body: { id: messageId, attachment: { url, name: 'twice.png', size: 1 } },
    };
    for (let i = 0; i < 2; i++) {
      const res = await ada.client.post('/api/sync/push', {
        clientId,
        protocolVersion: PROTOCOL_VERSION,
        mutations: [mutation],
      });
      expect(res.status).toBe(200);
    }
    const rows = (await replicaOf(bob)).messages.filter((m) => m.id === messageId);
    expect(rows).toHaveLength(1);
  });

  it('a deleted message loses its attachment, and the file and its renditions are removed', async () => {
    const url = await upload(ada);
    const res = await sendWith(ada, { attachment: { url, name: 'gone.png', size: 1 } });
    const sent = (await res.json()) as Message;
    const rendition = url.replace(/\.png$/, '.w320.webp');
    expect(await served(url)).toBe(200);
    expect(await served(rendition)).toBe(200);
    const deleted = await ada.client.delete(`/api/messages/${sent.id}`);
    expect(deleted.status).toBe(200);
    expect(((await deleted.json()) as Message).attachment).toBeNull();
    await t.media.drain();
    expect(await served(url)).toBe(404);
    expect(await served(rendition)).toBe(404);
    const row = (await replicaOf(bob)).messages.find((m) => m.id === sent.id);
    expect(row).toMatchObject({ content: '', attachment: null });
  });

  it("a report's excerpt and the export keep the attachment's address", async () => {
    const url = await upload(ada);
    const res = await sendWith(ada, { attachment: { url, name: 'report.png', size: 1 } });
    const sent = (await res.json()) as Message;
    const reported = await bob.client.post('/api/reports', {
      itemKind: 'message',
      itemId: sent.id,
      reason: 'spam',
    });
    expect(reported.status).toBe(201);
    const admin = await t.signUp({ firstName: 'Root' });
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
    const excerpt = await admin.client.get(
      `/api/admin/reports/excerpt?itemKind=message&itemId=${sent.id}`,
    );
    expect(excerpt.status).toBe(200);
    const body = (await excerpt.json()) as ReportExcerpt;
    expect(body.messages.find((m) => m.id === sent.id)?.attachmentUrl).toBe(url);

    expect((await ada.client.post('/api/account/export', {})).status).toBe(202);
    let archive: { messages?: Message[] } = {};
    for (let i = 0; i < 100 && !archive.messages; i++) {
      const download = await ada.client.get('/api/account/export/download');
      if (download.status === 200) archive = (await download.json()) as typeof archive;
      else await new Promise((r) => setTimeout(r, 50));
    }
    expect(archive.messages?.find((m) => m.id === sent.id)?.attachment?.url).toBe(url);
  });
});
