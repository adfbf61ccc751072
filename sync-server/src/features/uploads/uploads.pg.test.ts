import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PHOTO_TEXTS, SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Peer } from '../../../../tests/support/s3-peer';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { users } from '../../db/schema/users';

let t: TestApp;
let ada: SignedUp;
let bob: SignedUp;
const LIMIT = 64 * 1024;

beforeAll(async () => {
  t = await createTestApp({ uploadMaxBytes: LIMIT });
  ada = await t.signUp({ firstName: 'Ada' });
  bob = await t.signUp({ firstName: 'Bob' });
});
afterAll(async () => {
  await t?.close();
});

const stored = () => readdirSync(join(t.env.DATA_DIR, 'uploads'));
const bytes = (...parts: (string | number[] | Uint8Array)[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );

async function upload(
  who: SignedUp | null,
  content: Uint8Array,
  name: string,
  type = 'application/octet-stream',
  field = 'file',
  path = '/api/upload',
) {
  const form = new FormData();
  form.append(field, new Blob([content], { type }), name);
  const headers: Record<string, string> = { origin: 'http://localhost' };
  if (who) headers.cookie = who.cookie;
  const res = await t.request(path, { method: 'POST', body: form, headers });
  return {
    res,
    body: (await res.json()) as {
      url?: string;
      mediaType?: string;
      message?: string;
      profileImageUrl?: string;
    },
  };
}

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: 'blue' } })
    .jpeg()
    .toBuffer();
const mp4 = bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0], 'isomiso2', new Uint8Array(64));
const frame = bytes([0xff, 0xfb, 0x90, 0x64], new Uint8Array(413));
const mp3 = bytes('ID3', [3, 0, 0, 0, 0, 0, 0], frame, frame, frame);
const pdf = bytes('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe('POST /api/upload', () => {
  it('answers 401 without a session and stores nothing', async () => {
    const { res } = await upload(null, await png(), 'a.png');
    expect(res.status).toBe(401);
  });

  it('accepts media by content, whatever the name and declared type', async () => {
    const cases: [Uint8Array, string, string][] = [
      [await png(), 'photo.png', 'image'],
      [await jpeg(), 'photo.txt', 'image'],
      [mp4, 'clip.bin', 'video'],
      [mp3, 'song', 'audio'],
      [pdf, 'cv.pdf', 'document'],
    ];
    for (const [content, name, kind] of cases) {
      const { res, body } = await upload(ada, content, name);
      expect(res.status, name).toBe(200);
      expect(body.mediaType, name).toBe(kind);
      expect(body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.(png|jpg|mp4|mp3|pdf)$/);
      const served = await t.request(body.url!, { headers: { cookie: bob.cookie } });
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(content))).toBe(true);
    }
  });

  it('refuses HTML or SVG renamed .png, executables, truncated and empty files, leaving nothing', async () => {
    const before = stored().length;
    const refused: [Uint8Array, string][] = [
      [bytes('<!doctype html><html><script>alert(1)</script></html>'), 'x.png'],
      [bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.png'],
      [bytes([0x7f], 'ELF', [2, 1, 1, 0], new Uint8Array(64)), 'x.jpg'],
      [bytes('MZ', new Uint8Array(64)), 'x.pdf'],
      [bytes([0x89], 'PN'), 'x.png'],
      [new Uint8Array(0), 'empty.png'],
    ];
    for (const [content, name] of refused) {
      const { res, body } = await upload(ada, content, name, 'image/png');
      expect(res.status, name).toBe(400);
      expect(body.message).toBe(SERVER_TEXTS.unsupportedFileType);
    }
    expect(stored().length).toBe(before);
  });

  it('answers 413 to a declared size over the limit before reading, and to a longer stream', async () => {
    const before = stored().length;
    const claimed = await t.request('/api/upload', {
      method: 'POST',
      headers: {
        cookie: ada.cookie,
        origin: 'http://localhost',
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(500 * 1024 * 1024),
      },
      body: '--x\r\n',
    });
    expect(claimed.status).toBe(413);
    expect(claimed.headers.get('connection')).toBe('close');
    const big = Buffer.concat([await png(), Buffer.alloc(LIMIT * 2)]);
    const { res, body } = await upload(ada, big, 'big.png');
    expect(res.status).toBe(413);
    expect(body.message).toBe(SERVER_TEXTS.fileTooLarge);
    expect(stored().length).toBe(before);
    expect(stored().filter((n) => n.startsWith('.'))).toEqual([]);
  });

  it('a body without the file field answers 400', async () => {
    const { res, body } = await upload(ada, await png(), 'a.png', 'image/png', 'other');
    expect(res.status).toBe(400);
    expect(body.message).toBe(SERVER_TEXTS.noFile);
  });
});

describe('GET /uploads/{key}', () => {
  it('serves members only, with type, ranges, caching and documents as downloads', async () => {
    const { body } = await upload(ada, pdf, 'cv.pdf');
    const url = body.url!;
    expect((await t.request(url)).status).toBe(401);
    const res = await t.request(url, { headers: { cookie: bob.cookie } });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    const part = await t.request(url, { headers: { cookie: bob.cookie, range: 'bytes=1-4' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1-4/${pdf.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('PDF-');
    const tail = await t.request(url, { headers: { cookie: bob.cookie, range: 'bytes=-5' } });
    expect(Buffer.from(await tail.arrayBuffer()).toString('latin1')).toBe('%EOF\n');
    const beyond = await t.request(url, { headers: { cookie: bob.cookie, range: 'bytes=9999-' } });
    expect(beyond.status).toBe(416);
    const missing = await t.request('/uploads/00000000000000000000000000000000.png', {
      headers: { cookie: bob.cookie },
    });
    expect(missing.status).toBe(404);
    for (const bad of [
      '/uploads/..%2f..%2fetc%2fpasswd',
      '/uploads/.partial-abc',
      '/uploads/x.exe',
    ]) {
      expect((await t.request(bad, { headers: { cookie: bob.cookie } })).status).toBe(404);
    }
  });
});

describe('POST /api/profile-photo/simple-upload', () => {
  const photo = (who: SignedUp, content: Uint8Array, name = 'me.jpg') =>
    upload(who, content, name, 'image/jpeg', 'profilePhoto', '/api/profile-photo/simple-upload');

  it('re-encodes to a 400x400 JPEG without metadata and sets the member photo', async () => {
    const original = await sharp({
      create: { width: 900, height: 600, channels: 3, background: 'green' },
    })
      .withExif({ IFD0: { Copyright: 'secret camera owner', ImageDescription: 'home address' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { res, body } = await photo(ada, original);
    expect(res.status).toBe(200);
    expect(body.profileImageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    const served = await t.request(body.profileImageUrl!, { headers: { cookie: bob.cookie } });
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
    expect(meta.exif).toBeUndefined();
    const [row] = await t.db.select().from(users).where(eq(users.id, ada.user.id));
    expect(row?.profileImageUrl).toBe(body.profileImageUrl);
    // A second photo replaces the first, which is removed from storage.
    const second = await photo(ada, await png(), 'me.png');
    expect(second.res.status).toBe(200);
    await t.media.drain();
    const old = await t.request(body.profileImageUrl!, { headers: { cookie: bob.cookie } });
    expect(old.status).toBe(404);
  });

  it('refuses what is not an image, and images over 5 MB', async () => {
    const notImage = await photo(bob, pdf, 'me.jpg');
    expect(notImage.res.status).toBe(400);
    expect(notImage.body.message).toBe(
      `${PHOTO_TEXTS.invalidTypeTitle}: ${PHOTO_TEXTS.invalidType}`,
    );
    const huge = Buffer.concat([await jpeg(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await photo(bob, huge);
    expect(tooBig.res.status).toBe(413);
    const [row] = await t.db.select().from(users).where(eq(users.id, bob.user.id));
    expect(row?.profileImageUrl).toBeNull();
    expect(
      (
        await upload(
          null,
          await jpeg(),
          'x.jpg',
          'image/jpeg',
          'profilePhoto',
          '/api/profile-photo/simple-upload',
        )
      ).res.status,
    ).toBe(401);
  });
});

describe('uploads on S3-compatible storage', () => {
  it('stores and serves through the bucket the same way', async () => {
    const peer = await startS3Peer();
    const s3App = await createTestApp({
      env: {
        S3_BUCKET: peer.bucket,
        S3_ENDPOINT: peer.endpoint,
        S3_ACCESS_KEY_ID: peer.accessKeyId,
        S3_SECRET_ACCESS_KEY: peer.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
    try {
      const cleo = await s3App.signUp({ firstName: 'Cleo' });
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf');
      const res = await s3App.request('/api/upload', {
        method: 'POST',
        body: form,
        headers: { cookie: cleo.cookie, origin: 'http://localhost' },
      });
      expect(res.status).toBe(200);
      const { url } = (await res.json()) as { url: string };
      const part = await s3App.request(url, {
        headers: { cookie: cleo.cookie, range: 'bytes=1-4' },
      });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('PDF-');
    } finally {
      await s3App.close();
      await peer.close();
    }
  });
});

describe('malformed multipart bodies', () => {
  it('answer 400, never 500 (found by the fuzz suite)', async () => {
    for (const body of [
      '"text"',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc',
    ]) {
      for (const path of ['/api/upload', '/api/profile-photo/simple-upload']) {
        const res = await t.request(path, {
          method: 'POST',
          headers: {
            cookie: ada.cookie,
            origin: 'http://localhost',
            'content-type': 'multipart/form-data; boundary=x',
          },
          body,
        });
        expect(res.status, `${path} ${body}`).toBe(400);
      }
    }
  });
});
