// Issue 29, findings 3 and 4 (ADR 022): the files of deleted content are deleted once nothing
// references them, each member has a storage quota, and a sweep removes what nothing used.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { queryRows } from '../../db/client';
import { silentLogger } from '../../logger';
import { MEDIA_COLUMNS } from './media-columns';
import { createMediaJanitor, UNREFERENCED_TTL_MS } from './media-janitor';
import { forgetExpiredTusUploads } from './storage-quota';

const MB = 1024 * 1024;
let t: TestApp;
let ada: SignedUp;
let bob: SignedUp;
let admin: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signUp({ firstName: 'Ada' });
  bob = await t.signUp({ firstName: 'Bob' });
  admin = await t.signUpAdmin({ firstName: 'Root' });
});
afterAll(async () => {
  await t?.close();
});

const stored = () => readdirSync(join(t.env.DATA_DIR, 'uploads')).filter((n) => !n.startsWith('.'));
let shade = 0;
/** A PNG nobody uploaded before (a new colour each time), about `bytes` long when given. */
async function image(bytes?: number): Promise<Buffer> {
  shade += 1;
  const png = await sharp({
    create: { width: 4, height: 4, channels: 3, background: { r: shade % 256, g: 9, b: 9 } },
  })
    .png()
    .toBuffer();
  return bytes ? Buffer.concat([png, Buffer.alloc(bytes - png.length)]) : png;
}

async function upload(app: TestApp, who: SignedUp, content: Uint8Array, path = '/api/upload') {
  const form = new FormData();
  form.append(path === '/api/upload' ? 'file' : 'profilePhoto', new Blob([content]), 'a.png');
  const res = await app.request(path, {
    method: 'POST',
    body: form,
    headers: { origin: 'http://localhost', cookie: who.cookie },
  });
  return { res, body: (await res.json()) as { url?: string; message?: string } };
}
const uploaded = async (who: SignedUp) => {
  const { res, body } = await upload(t, who, await image());
  expect(res.status).toBe(200);
  return body.url!;
};
const served = async (address: string, app: TestApp = t) =>
  (await app.request(address, { headers: { cookie: bob.cookie } })).status;

async function post(who: SignedUp, imageUrl: string): Promise<string> {
  const res = await who.client.post('/api/posts', { content: 'A still from the set', imageUrl });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
async function portfolioItem(who: SignedUp, mediaUrl: string): Promise<string> {
  const res = await who.client.post('/api/portfolio', {
    title: 'Reel',
    mediaUrl,
    mediaType: 'image',
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe('#29 finding 3: files of deleted content are deleted', () => {
  it('DELETE /api/posts/:id deletes its file once committed: /uploads/<key> answers 404', async () => {
    const address = await uploaded(ada);
    const id = await post(ada, address);
    expect(await served(address)).toBe(200);
    expect((await ada.client.delete(`/api/posts/${id}`)).status).toBe(200);
    await t.media.drain();
    expect(await served(address)).toBe(404);
    expect(stored()).not.toContain(address.slice('/uploads/'.length));
  });

  it('DELETE /api/portfolio/:id deletes its file', async () => {
    const address = await uploaded(ada);
    const id = await portfolioItem(ada, address);
    expect((await ada.client.delete(`/api/portfolio/${id}`)).status).toBe(200);
    await t.media.drain();
    expect(await served(address)).toBe(404);
  });

  it('an edit that replaces a media address deletes the old file and keeps the new', async () => {
    const first = await uploaded(ada);
    const second = await uploaded(ada);
    const id = await post(ada, first);
    expect((await ada.client.put(`/api/posts/${id}`, { imageUrl: second })).status).toBe(200);
    const itemFirst = await uploaded(ada);
    const itemSecond = await uploaded(ada);
    const item = await portfolioItem(ada, itemFirst);
    const edit = await ada.client.put(`/api/portfolio/${item}`, {
      title: 'Reel',
      mediaUrl: itemSecond,
      mediaType: 'image',
    });
    expect(edit.status).toBe(200);
    await t.media.drain();
    expect(await served(first)).toBe(404);
    expect(await served(second)).toBe(200);
    expect(await served(itemFirst)).toBe(404);
    expect(await served(itemSecond)).toBe(200);
  });

  it('a new profile photo deletes the previous one', async () => {
    const first = await upload(t, ada, await image(), '/api/profile-photo/simple-upload');
    const { profileImageUrl } = first.body as { profileImageUrl: string };
    await upload(t, ada, await image(), '/api/profile-photo/simple-upload');
    await t.media.drain();
    expect(await served(profileImageUrl)).toBe(404);
  });

  it("an admin's removal of a post deletes its file", async () => {
    const address = await uploaded(bob);
    const id = await post(bob, address);
    expect((await admin.client.delete(`/api/admin/posts/${id}`)).status).toBeLessThan(300);
    await t.media.drain();
    expect(await served(address)).toBe(404);
  });

  it('a file two rows reference stays until the last of them goes', async () => {
    const address = await uploaded(ada);
    const postId = await post(ada, address);
    const itemId = await portfolioItem(ada, address);
    await ada.client.delete(`/api/posts/${postId}`);
    await t.media.drain();
    expect(await served(address)).toBe(200);
    await ada.client.delete(`/api/portfolio/${itemId}`);
    await t.media.drain();
    expect(await served(address)).toBe(404);
  });

  it('an upload nothing references yet is left alone when other content goes', async () => {
    const waiting = await uploaded(ada);
    const id = await post(ada, await uploaded(ada));
    await ada.client.delete(`/api/posts/${id}`);
    await t.media.drain();
    expect(await served(waiting)).toBe(200);
  });

  it("account deletion deletes every file the member uploaded, and keeps one another member's row uses", async () => {
    const cleo = await t.signUp({ firstName: 'Cleo' });
    const inPost = await uploaded(cleo);
    const unused = await uploaded(cleo);
    const shared = await uploaded(cleo);
    await post(cleo, inPost);
    await portfolioItem(bob, shared);
    const photo = await upload(t, cleo, await image(), '/api/profile-photo/simple-upload');
    const { profileImageUrl } = photo.body as { profileImageUrl: string };
    const gone = await cleo.client.post('/api/account/delete', { currentPassword: cleo.password });
    expect(gone.status).toBe(200);
    await t.media.drain();
    expect(await served(inPost)).toBe(404);
    expect(await served(unused)).toBe(404);
    expect(await served(profileImageUrl)).toBe(404);
    expect(await served(shared)).toBe(200);
  });

  it("a started janitor is woken by the commit's NOTIFY (no drain)", async () => {
    await t.media.start();
    const address = await uploaded(ada);
    const id = await post(ada, address);
    await ada.client.delete(`/api/posts/${id}`);
    await vi.waitFor(async () => expect(await served(address)).toBe(404), { timeout: 10_000 });
  });

  it('every media column has the release trigger and the key index', async () => {
    const triggers = await queryRows<{ table: string; args: string }>(
      t.db,
      sql`select c.relname as table, encode(t.tgargs, 'escape') as args
          from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
          where p.proname = 'greenroom_track_media' and not t.tgisinternal`,
    );
    const declared = triggers
      .flatMap((r) =>
        r.args
          .split('\\000')
          .filter(Boolean)
          .map((col) => `${r.table}.${col}`),
      )
      .sort();
    expect(declared).toEqual(MEDIA_COLUMNS.map((c) => `${c.table}.${c.column}`).sort());
    for (const { table, column } of MEDIA_COLUMNS) {
      const indexes = await queryRows<{ def: string }>(
        t.db,
        sql`select indexdef as def from pg_indexes where tablename = ${table}`,
      );
      expect(indexes.some((i) => i.def.includes(`greenroom_media_key(${column})`))).toBe(true);
    }
  });
});

describe('#29 finding 4: a storage quota per member, and sweeps', () => {
  let q: TestApp;
  let cleo: SignedUp;
  beforeAll(async () => {
    q = await createTestApp({ env: { MEMBER_STORAGE_QUOTA_MB: 3 }, uploadMaxBytes: 2 * MB });
    cleo = await q.signUp({ firstName: 'Cleo' });
  });
  afterAll(async () => {
    await q?.close();
  });

  it('refuses an upload over the quota with 413 and a plain message, and shows the use', async () => {
    const first = await upload(q, cleo, await image(Math.floor(1.5 * MB)));
    expect(first.res.status).toBe(200);
    const usage = await q.request('/api/storage/usage', { headers: { cookie: cleo.cookie } });
    expect(await usage.json()).toEqual({ usedBytes: Math.floor(1.5 * MB), quotaBytes: 3 * MB });
    const second = await upload(q, cleo, await image(Math.floor(1.2 * MB)));
    expect(second.res.status).toBe(200);
    const before = readdirSync(join(q.env.DATA_DIR, 'uploads')).length;
    const over = await upload(q, cleo, await image(Math.floor(0.5 * MB)));
    expect(over.res.status).toBe(413);
    expect(over.body.message).toBe(SERVER_TEXTS.storageFull);
    expect(readdirSync(join(q.env.DATA_DIR, 'uploads')).length).toBe(before);
    // Deleting what used it makes room again.
    const id = await q.request('/api/posts', {
      method: 'POST',
      headers: {
        cookie: cleo.cookie,
        origin: 'http://localhost',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ content: 'x', imageUrl: second.body.url }),
    });
    const postId = ((await id.json()) as { id: string }).id;
    await q.request(`/api/posts/${postId}`, {
      method: 'DELETE',
      headers: { cookie: cleo.cookie, origin: 'http://localhost' },
    });
    await q.media.drain();
    expect((await upload(q, cleo, await image(Math.floor(0.5 * MB)))).res.status).toBe(200);
  });

  it('counts the tus uploads that are not finished: at most 3, and none declaring more than the room left', async () => {
    const dana = await q.signUp({ firstName: 'Dana' });
    const create = (length: number) =>
      q.request('/api/upload/tus', {
        method: 'POST',
        headers: {
          'tus-resumable': '1.0.0',
          origin: 'http://localhost',
          cookie: dana.cookie,
          'upload-length': String(length),
        },
      });
    const tooBig = await create(2 * MB);
    expect(tooBig.status).toBe(201);
    const over = await create(1.5 * MB);
    expect(over.status).toBe(413);
    expect(((await over.json()) as { message: string }).message).toBe(SERVER_TEXTS.storageFull);
    expect((await create(1000)).status).toBe(201);
    expect((await create(1000)).status).toBe(201);
    const fourth = await create(1000);
    expect(fourth.status).toBe(429);
    expect(((await fourth.json()) as { message: string }).message).toBe(
      SERVER_TEXTS.tooManyUnfinishedUploads,
    );
    // A size given only later could not be held against the quota.
    const deferred = await q.request('/api/upload/tus', {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        origin: 'http://localhost',
        cookie: dana.cookie,
        'upload-defer-length': '1',
      },
    });
    expect(deferred.status).toBe(400);
    // Expired partial uploads stop counting.
    await forgetExpiredTusUploads(q.db, new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect((await create(1000)).status).toBe(201);
  });
});

describe('#29 finding 4: the reproduction figures', () => {
  it('200 tus creations declaring 500 MB each: 3 accepted', async () => {
    const erin = await t.signUp({ firstName: 'Erin' });
    let accepted = 0;
    const statuses = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const res = await t.request('/api/upload/tus', {
        method: 'POST',
        headers: {
          'tus-resumable': '1.0.0',
          origin: 'http://localhost',
          cookie: erin.cookie,
          'upload-length': String(500 * MB),
        },
      });
      statuses.add(res.status);
      if (res.status === 201) accepted++;
    }
    expect(accepted).toBe(3);
    expect([...statuses].sort()).toEqual([201, 429]);
    const usage = await t.request('/api/storage/usage', { headers: { cookie: erin.cookie } });
    expect(((await usage.json()) as { usedBytes: number }).usedBytes).toBe(1500 * MB);
  });

  it('60 × 1 MB uploads nothing references are deleted by the sweep a day later', async () => {
    const fay = await t.signUp({ firstName: 'Fay' });
    const addresses: string[] = [];
    for (let i = 0; i < 60; i++) {
      const { res, body } = await upload(t, fay, await image(MB));
      expect(res.status).toBe(200);
      addresses.push(body.url!);
    }
    const kept = addresses[0]!;
    await post(fay, kept);
    const rows = () =>
      queryRows<{ n: string }>(
        t.db,
        sql`select count(*)::text as n from uploads where user_id = ${fay.user.id}`,
      ).then((r) => Number(r[0]?.n));
    expect(await rows()).toBe(60);
    // Within the day nothing goes.
    await t.media.sweep(new Date());
    expect(await rows()).toBe(60);
    const later = await t.media.sweep(new Date(Date.now() + UNREFERENCED_TTL_MS + 60_000));
    expect(later.unreferenced).toBeGreaterThanOrEqual(59);
    expect(await rows()).toBe(1);
    expect(await served(kept)).toBe(200);
    for (const address of addresses.slice(1)) expect(await served(address)).toBe(404);
  });
});

describe('#29 finding 4: the sweep runs from every process safely', () => {
  it('two janitors sweeping at once delete each unreferenced file once', async () => {
    const gus = await t.signUp({ firstName: 'Gus' });
    const addresses: string[] = [];
    for (let i = 0; i < 12; i++) addresses.push(await uploaded(gus));
    const other = createMediaJanitor({
      db: t.db,
      storage: t.services.storage,
      logger: silentLogger,
    });
    const later = new Date(Date.now() + UNREFERENCED_TTL_MS + 60_000);
    const [a, b] = await Promise.all([t.media.sweep(later), other.sweep(later)]);
    expect(a.unreferenced + b.unreferenced).toBe(12);
    for (const address of addresses) expect(await served(address)).toBe(404);
  });
});
