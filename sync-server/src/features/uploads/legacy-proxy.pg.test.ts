import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';

// A legacy object store on loopback. Production refuses loopback and http; the test app allows
// them through the explicit test-only option, and the default app shows the refusal.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWP4z8DwnwGM/zMwAAAf7gP9qS/A4gAAAABJRU5ErkJggg==',
  'base64',
);
let origin: Server;
let base: string;
let open: TestApp;
let strict: TestApp;
let member: SignedUp;
let strictMember: SignedUp;
const requests: string[] = [];

beforeAll(async () => {
  origin = createServer((req, res) => {
    requests.push(`${req.url} cookie=${req.headers.cookie ?? ''}`);
    if (req.url === '/photo.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'set-cookie': 'tracker=1' });
      res.end(PNG);
    } else if (req.url === '/page') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<script>alert(1)</script>');
    } else if (req.url === '/to-metadata') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      res.end();
    } else if (req.url === '/to-photo') {
      res.writeHead(302, { location: '/photo.png' });
      res.end();
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  base = `http://localhost:${(origin.address() as AddressInfo).port}`;
  const env = { LEGACY_MEDIA_HOSTS: 'localhost' };
  open = await createTestApp({ env, legacyProxy: { allowLoopbackHttp: true } });
  strict = await createTestApp({ env });
  member = await open.signUp();
  strictMember = await strict.signUp();
});
afterAll(async () => {
  await open?.close();
  await strict?.close();
  origin?.close();
});

const proxied = (t: TestApp, who: SignedUp | null, url: string) =>
  t.request(`/api/s3-proxy/legacy?url=${encodeURIComponent(url)}`, {
    headers: who ? { cookie: who.cookie } : {},
  });

describe('GET /api/s3-proxy/legacy', () => {
  it('answers 401 without a session', async () => {
    expect((await proxied(open, null, `${base}/photo.png`)).status).toBe(401);
  });

  it('streams media of an allowed host, forwarding none of the member cookies', async () => {
    const res = await proxied(open, member, `${base}/photo.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    expect(requests.at(-1)).toBe('/photo.png cookie=');
    const page = await proxied(open, member, `${base}/page`);
    expect(page.headers.get('content-type')).toBe('application/octet-stream');
    expect(page.headers.get('content-disposition')).toBe('attachment');
    expect((await proxied(open, member, `${base}/missing.png`)).status).toBe(404);
  });

  it('follows a redirect to an allowed host, and refuses one to an internal address', async () => {
    expect((await proxied(open, member, `${base}/to-photo`)).status).toBe(200);
    const metadata = await proxied(open, member, `${base}/to-metadata`);
    expect(metadata.status).toBe(400);
    expect((await metadata.json()).message).toBe(SERVER_TEXTS.legacyHostNotAllowed);
  });

  it('refuses other hosts, internal addresses, credentials and junk', async () => {
    for (const url of [
      'https://example.com/photo.png',
      'https://169.254.169.254/latest/meta-data/',
      'http://127.0.0.1/photo.png',
      'https://user:secret@localhost/photo.png',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect((await proxied(open, member, url)).status, url).toBe(400);
    }
  });

  it('by default (production) refuses a listed host on loopback, and plain http', async () => {
    const res = await proxied(strict, strictMember, `${base}/photo.png`);
    expect(res.status).toBe(400);
    const https = await proxied(strict, strictMember, 'https://localhost/photo.png');
    expect(https.status).toBe(400);
  });
});
