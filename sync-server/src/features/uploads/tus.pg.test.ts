import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let ada: SignedUp;
let bob: SignedUp;
const LIMIT = 256 * 1024;

beforeAll(async () => {
  t = await createTestApp({ uploadMaxBytes: LIMIT });
  ada = await t.signUp({ firstName: 'Ada' });
  bob = await t.signUp({ firstName: 'Bob' });
});
afterAll(async () => {
  await t?.close();
});

const tusHeaders = (who: SignedUp | null, extra: Record<string, string> = {}) => ({
  'tus-resumable': '1.0.0',
  origin: 'http://localhost',
  ...(who ? { cookie: who.cookie } : {}),
  ...extra,
});

async function create(who: SignedUp | null, length: number) {
  return t.request('/api/upload/tus', {
    method: 'POST',
    headers: tusHeaders(who, {
      'upload-length': String(length),
      'upload-metadata': `filename ${Buffer.from('reel.png').toString('base64')}`,
    }),
  });
}

const patch = (who: SignedUp, location: string, offset: number, body: Uint8Array) =>
  t.request(location, {
    method: 'PATCH',
    headers: tusHeaders(who, {
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    }),
    body,
  });

describe('resumable uploads (tus)', () => {
  it('resumes from the offset the server confirmed, and answers the stored media at the end', async () => {
    const image = await sharp({
      create: { width: 120, height: 80, channels: 3, background: 'teal' },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const created = await create(ada, image.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/upload\/tus\/[0-9a-f]{32}$/);

    const half = Math.floor(image.length / 2);
    const first = await patch(ada, location, 0, image.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));

    // The connection dropped: the client asks where to go on.
    const head = await t.request(location, { method: 'HEAD', headers: tusHeaders(ada) });
    expect(head.headers.get('upload-offset')).toBe(String(half));

    // Nobody else may look at, continue or delete it.
    expect((await t.request(location, { method: 'HEAD', headers: tusHeaders(bob) })).status).toBe(
      404,
    );
    expect((await patch(bob, location, half, image.subarray(half))).status).toBe(404);
    expect((await t.request(location, { method: 'DELETE', headers: tusHeaders(bob) })).status).toBe(
      404,
    );

    const last = await patch(ada, location, half, image.subarray(half));
    expect(last.status).toBe(200);
    const reply = (await last.json()) as { url: string; mediaType: string };
    expect(reply.mediaType).toBe('image');
    const served = await t.request(reply.url, { headers: { cookie: bob.cookie } });
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    expect(readdirSync(join(t.env.DATA_DIR, 'tus')).filter((n) => !n.startsWith('.'))).toEqual([]);
  });

  it('refuses content that is not accepted media once complete, leaving nothing', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const created = await create(ada, html.length);
    const location = created.headers.get('location')!;
    const res = await patch(ada, location, 0, html);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(SERVER_TEXTS.unsupportedFileType);
    expect(readdirSync(join(t.env.DATA_DIR, 'tus')).filter((n) => !n.startsWith('.'))).toEqual([]);
  });

  it('answers 401 without a session and 413 over the size limit', async () => {
    expect((await create(null, 10)).status).toBe(401);
    expect((await create(ada, LIMIT + 1)).status).toBe(413);
  });
});
