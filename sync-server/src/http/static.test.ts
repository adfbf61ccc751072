import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticTestApp } from './static-test-app';

let dir: string;
let app: ReturnType<typeof staticTestApp>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'greenroom-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Greenroom</title>');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'index-abc123.css'), 'body{margin:0}');
  writeFileSync(
    join(dir, 'assets', 'mark-abc123.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  writeFileSync(join(dir, 'manifest.webmanifest'), '{}');
  mkdirSync(join(dir, '.git'));
  writeFileSync(join(dir, '.git', 'config'), '[remote "origin"] secret-remote');
  writeFileSync(join(dir, '.env'), 'SECRET=dot-env-secret');
  writeFileSync(join(dir, 'assets', '.hidden.js'), 'hidden-asset-secret');
  app = staticTestApp(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** 404, and the body is not what must stay unserved. */
async function expectNotFound(path: string, notServed: RegExp) {
  const res = await app.request(path);
  expect(res.status, path).toBe(404);
  expect(await res.text(), path).not.toMatch(notServed);
}

describe('static PWA', () => {
  it('serves index.html at / and for client routes (SPA fallback), revalidated', async () => {
    for (const path of ['/', '/profile/123', '/jobs', '/auth?mode=signup']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>Greenroom</title>');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
  });

  it('serves sw.js with no-cache and hashed assets as immutable', async () => {
    const sw = await app.request('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toContain('javascript');
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('leaves the document-only policies off the build scripts and stylesheets, not off sw.js or an SVG', async () => {
    for (const path of ['/assets/index-abc123.js', '/assets/index-abc123.css']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-security-policy'), path).toBeNull();
      expect(res.headers.get('x-frame-options'), path).toBeNull();
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    // A worker takes its policy from its own reply; an SVG can be opened as a document.
    for (const path of ['/sw.js', '/assets/mark-abc123.svg']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('answers 404 (not index.html) for missing assets, file-like paths and /api', async () => {
    for (const path of [
      '/assets/missing-123.js',
      '/favicon-missing.png',
      '/robots.txt',
      '/api/nothing',
    ]) {
      await expectNotFound(path, /<title>Greenroom<\/title>/);
    }
  });

  it('never serves dot-paths, raw or percent-encoded', async () => {
    for (const path of [
      '/.git/config',
      '/%2egit/config',
      '/%2Egit/config',
      '/.git%2fconfig',
      '/.env',
      '/%2eenv',
      '/assets/.hidden.js',
      '/assets/%2ehidden.js',
      '/%252egit/config',
    ]) {
      await expectNotFound(path, /secret/);
    }
  });

  it('does not serve files outside the root', async () => {
    const res = await app.request('/..%2f..%2fetc%2fpasswd');
    expect(res.status).toBe(404);
  });
});
