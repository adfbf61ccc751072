import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { users } from '../../db/schema/users';

// A legacy object store on loopback (the test app allows loopback http for it, as for the proxy).
let origin: Server;
let base: string;
let t: TestApp;
let admin: SignedUp;
let PHOTO: Buffer;

beforeAll(async () => {
  PHOTO = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
  origin = createServer((req, res) => {
    if (req.url?.startsWith('/photos/ok')) {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(PHOTO);
    } else if (req.url === '/photos/page.html') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end('<html>not an image</html>');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  base = `http://localhost:${(origin.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: { LEGACY_MEDIA_HOSTS: 'localhost' },
    legacyProxy: { allowLoopbackHttp: true },
  });
  admin = await t.signUpAdmin();
});
afterAll(async () => {
  await t?.close();
  origin?.close();
});

const photoOf = async (id: string) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0]!.profileImageUrl;

describe('POST /api/admin/migrate-profile-photos', () => {
  it('copies legacy photos into our storage, reports failures, and is safe to run twice', async () => {
    const ok = await t.signUp();
    const missing = await t.signUp({ email: `missing.${Date.now()}@nyu.edu` });
    const notImage = await t.signUp({ email: `page.${Date.now()}@nyu.edu` });
    const elsewhere = await t.signUp();
    const set = (who: SignedUp, url: string) =>
      t.db.update(users).set({ profileImageUrl: url }).where(eq(users.id, who.user.id));
    await set(ok, `${base}/photos/ok-1.png`);
    await set(missing, `${base}/photos/gone.png`);
    await set(notImage, `${base}/photos/page.html`);
    await set(elsewhere, 'https://example.com/me.png');

    expect((await ok.client.post('/api/admin/migrate-profile-photos', {})).status).toBe(403);
    const first = await admin.client.post('/api/admin/migrate-profile-photos', {});
    expect(first.status).toBe(200);
    const report = await first.json();
    expect(report).toMatchObject({ total: 3, migrated: 1, failed: 2 });
    expect(report.errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining(missing.user.email),
        expect.stringContaining(notImage.user.email),
      ]),
    );

    const address = await photoOf(ok.user.id);
    expect(address).toMatch(/^\/uploads\/.+\.jpg$/);
    const served = await ok.client.get(address!);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
    expect(await photoOf(elsewhere.user.id)).toBe('https://example.com/me.png');

    const second = await (await admin.client.post('/api/admin/migrate-profile-photos', {})).json();
    expect(second).toMatchObject({ total: 2, migrated: 0, failed: 2 });
    expect(await photoOf(ok.user.id)).toBe(address);
  });
});
