import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { SESSION_COOKIE_NAME } from '@greenroom/shared-model/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticTestApp } from './static-test-app';

let dir: string;
let app: ReturnType<typeof staticTestApp>;

const SCRIPT = 'console.log("the shell");'.repeat(100);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'greenroom-first-visit-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'prerendered'));
  writeFileSync(join(dir, 'index.html'), '<title>shell</title>');
  writeFileSync(join(dir, 'prerendered', 'landing.html'), '<title>landing</title>');
  writeFileSync(join(dir, 'prerendered', 'auth-signup.html'), '<title>sign up</title>');
  writeFileSync(join(dir, 'prerendered', 'auth-login.html'), '<title>sign in</title>');
  const script = join(dir, 'assets', 'index-abc.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  app = staticTestApp(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const visit = (path: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers });

describe('compressed copies', () => {
  it('sends the Brotli copy, the gzip copy or the file, by Accept-Encoding', async () => {
    const br = await visit('/assets/index-abc.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT);
    const gzip = await visit('/assets/index-abc.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await visit('/assets/index-abc.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
    for (const res of [br, gzip, plain]) {
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(res.headers.get('content-type')).toContain('javascript');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });
});

describe('prerendered pages', () => {
  it('answers a visitor with the page prerendered for the address', async () => {
    const cases = [
      ['/', 'landing'],
      ['/auth?mode=signup', 'sign up'],
      ['/auth?mode=login', 'sign in'],
      ['/auth', 'sign in'],
      ['/auth?error=oauth_error', 'shell'],
      ['/jobs', 'shell'],
    ];
    for (const [path, title] of cases) {
      const res = await visit(path as string);
      expect(await res.text(), path).toBe(`<title>${title}</title>`);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('vary'), path).toContain('Cookie');
    }
  });

  it('answers anyone with a session cookie with the shell', async () => {
    for (const path of ['/', '/auth?mode=signup']) {
      const res = await visit(path, { cookie: `${SESSION_COOKIE_NAME}=whatever` });
      expect(await res.text(), path).toBe('<title>shell</title>');
    }
  });
});
