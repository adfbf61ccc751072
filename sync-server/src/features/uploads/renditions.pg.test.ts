// Issue #36 (ADR 044): an uploaded image's size, colour and WebP renditions are recorded and
// served, reach the rows that hold it, go with it, and the backfill makes them for older uploads.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { VisualInfo as MediaInfo } from '@greenroom/shared-model/schemas/media';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { queryRows } from '../../db/client';
import { silentLogger } from '../../logger';
import { backfillRenditions } from './rendition-backfill';

let t: TestApp;
let ada: SignedUp;
let bob: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signUp({ firstName: 'Ada' });
  bob = await t.signUp({ firstName: 'Bob' });
});
afterAll(async () => {
  await t?.close();
});

/** A JPEG `width` x `height` of one colour, stored rotated: EXIF orientation 6 shows it upright. */
function photo(width: number, height: number, colour = { r: 200, g: 40, b: 20 }, orientation = 1) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withMetadata({ orientation })
    .toBuffer();
}

async function upload(who: SignedUp, content: Uint8Array, path = '/api/upload') {
  const form = new FormData();
  form.append(path === '/api/upload' ? 'file' : 'profilePhoto', new Blob([content]), 'a.jpg');
  const res = await t.request(path, {
    method: 'POST',
    body: form,
    headers: { origin: 'http://localhost', cookie: who.cookie },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { url: string; info?: MediaInfo | null; profileImageUrl?: string };
}

const rendition = (address: string, width: number) =>
  address.replace(/\.[a-z0-9]+$/, `.w${width}.webp`);
const fileOf = (address: string) =>
  join(t.env.DATA_DIR, 'uploads', address.slice('/uploads/'.length));

async function served(address: string, who: SignedUp | null = bob) {
  const res = await t.request(address, { headers: who ? { cookie: who.cookie } : {} });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), body };
}

async function post(who: SignedUp, imageUrl: string): Promise<string> {
  const res = await who.client.post('/api/posts', { content: 'A still from the set', imageUrl });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function postInfo(id: string) {
  const res = await bob.client.get(`/api/posts/${id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { imageInfo?: MediaInfo | null }).imageInfo;
}

describe('an uploaded photo', () => {
  it('has its size as shown, its colour and WebP renditions at 320, 640 and 1280 px', async () => {
    const { url, info } = await upload(ada, await photo(2400, 1800, undefined, 6));
    expect(info).toEqual({
      width: 1800,
      height: 2400,
      placeholder: expect.stringMatching(/^#[0-9a-f]{6}$/),
      renditions: [320, 640, 1280],
    });
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(info!.placeholder.slice(i, i + 2), 16));
    expect(Math.abs(r! - 200) + Math.abs(g! - 40) + Math.abs(b! - 20)).toBeLessThan(40);
    for (const width of [320, 640, 1280]) {
      const got = await served(rendition(url, width));
      expect(got.status).toBe(200);
      expect(got.type).toBe('image/webp');
      const meta = await sharp(got.body).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(Math.abs(meta.height! - (width * 2400) / 1800)).toBeLessThanOrEqual(1);
    }
    const original = await served(url);
    expect(original.type).toBe('image/jpeg');
    expect(await served(rendition(url, 320), null)).toMatchObject({ status: 401 });
  });

  it('is never upscaled: a photo narrower than a width has no rendition of it', async () => {
    const { url, info } = await upload(ada, await photo(500, 300));
    expect(info).toMatchObject({ width: 500, height: 300, renditions: [320] });
    expect((await served(rendition(url, 640))).status).toBe(404);
  });

  it('that sharp cannot decode is still uploaded, with no info', async () => {
    const whole = await photo(800, 600);
    const { url, info } = await upload(ada, whole.subarray(0, 200));
    expect(info).toBeNull();
    expect((await served(url)).status).toBe(200);
  });

  it('reaches the post that holds it, and an edit to another photo takes its info', async () => {
    const first = await upload(ada, await photo(1600, 900));
    const id = await post(ada, first.url);
    expect(await postInfo(id)).toEqual(first.info);
    const second = await upload(ada, await photo(900, 1600));
    expect((await ada.client.put(`/api/posts/${id}`, { imageUrl: second.url })).status).toBe(200);
    expect(await postInfo(id)).toEqual(second.info);
  });

  it('reaches a portfolio item', async () => {
    const { url, info } = await upload(ada, await photo(1400, 1000));
    const res = await ada.client.post('/api/portfolio', {
      title: 'Still',
      mediaUrl: url,
      mediaType: 'image',
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { mediaInfo?: MediaInfo }).mediaInfo).toEqual(info);
  });

  it('goes with its renditions when its post is deleted', async () => {
    const { url } = await upload(ada, await photo(1500, 1000));
    const id = await post(ada, url);
    const files = [url, ...[320, 640, 1280].map((w) => rendition(url, w))];
    for (const file of files) expect(existsSync(fileOf(file))).toBe(true);
    expect((await ada.client.delete(`/api/posts/${id}`)).status).toBe(200);
    await t.media.drain();
    for (const file of files) {
      expect(existsSync(fileOf(file))).toBe(false);
      expect((await served(file)).status).toBe(404);
    }
  });
});

describe('a profile photo', () => {
  it('has renditions at 96 and 192 px, on the member row', async () => {
    const { profileImageUrl } = await upload(
      ada,
      await photo(1000, 1000),
      '/api/profile-photo/simple-upload',
    );
    for (const width of [96, 192]) {
      const got = await served(rendition(profileImageUrl!, width));
      expect(got).toMatchObject({ status: 200, type: 'image/webp' });
      expect((await sharp(got.body).metadata()).width).toBe(width);
    }
    const me = (await (await ada.client.get('/api/auth/user')).json()) as {
      profileImageInfo?: MediaInfo;
    };
    expect(me.profileImageInfo).toMatchObject({ width: 400, height: 400, renditions: [96, 192] });
  });
});

describe('the backfill (pnpm media:backfill)', () => {
  it('makes the renditions of older uploads once, and the rows that hold them go out again', async () => {
    const { url, info } = await upload(ada, await photo(1300, 700, { r: 10, g: 90, b: 160 }));
    const id = await post(ada, url);
    const key = url.slice('/uploads/'.length);
    // As an upload from before the renditions: no info, no files.
    await t.db.execute(
      sql`update uploads set width = null, height = null, placeholder = null, renditions = null
          where key = ${key}`,
    );
    for (const w of [320, 640, 1280]) await t.services.storage.delete(rendition(key, w));
    expect(await postInfo(id)).toBeNull();
    const deps = { db: t.db, storage: t.services.storage, logger: silentLogger };
    const [seq] = await queryRows<{ max: string }>(
      t.db,
      sql`select max(seq) as max from change_log`,
    );

    const first = await backfillRenditions(deps);
    expect(first.rendered).toBeGreaterThanOrEqual(1);
    expect(await postInfo(id)).toEqual(info);
    expect((await served(rendition(url, 1280))).status).toBe(200);
    const logged = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from change_log
          where entity = 'post' and entity_id = ${id} and op = 'put' and seq > ${seq!.max}`,
    );
    expect(logged[0]!.n).toBeGreaterThanOrEqual(1);

    const second = await backfillRenditions(deps);
    expect(second).toEqual({ rendered: 0, skipped: 0, streams: 0 });
    expect(await postInfo(id)).toEqual(info);
  });
});
