import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, compressJson, pickEncoding } from './compress-json';
import type { HonoEnv } from './context';

const big = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `member ${i}` })) };

function app() {
  const a = new Hono<HonoEnv>();
  a.use('*', compressJson());
  a.get('/big', (c) => c.json(big));
  a.get('/small', (c) => c.json({ ok: true }));
  a.get('/text', (c) => c.text('x'.repeat(COMPRESS_MIN_BYTES * 2)));
  return a;
}

describe('pickEncoding', () => {
  it('prefers Brotli, honours q-values and refusals', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('compressJson', () => {
  it('compresses a JSON reply above 1 KB with the encoding the client prefers', async () => {
    const br = await app().request('/big', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(JSON.parse(brotliDecompressSync(brBody).toString())).toEqual(big);

    const gzip = await app().request('/big', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const gzipBody = Buffer.from(await gzip.arrayBuffer());
    expect(JSON.parse(gunzipSync(gzipBody).toString())).toEqual(big);
  });

  it('leaves small replies, other types and clients without compression alone', async () => {
    const small = await app().request('/small', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const text = await app().request('/text', { headers: { 'accept-encoding': 'br' } });
    expect(text.headers.get('content-encoding')).toBeNull();
    const plain = await app().request('/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(big);
  });
});
