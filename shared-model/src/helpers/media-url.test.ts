import { describe, expect, it } from 'vitest';
import {
  isLegacyStorageUrl,
  isMediaAddress,
  legacyProxyUrl,
  legacyUrlFromProxy,
  resolveMediaUrl,
  withCacheBuster,
} from './media-url';

describe('resolveMediaUrl', () => {
  it('keeps our own addresses as they are', () => {
    expect(resolveMediaUrl('/uploads/photos/a.jpg')).toBe('/uploads/photos/a.jpg');
    expect(resolveMediaUrl('/api/s3-proxy/abc/def.png')).toBe('/api/s3-proxy/abc/def.png');
    expect(resolveMediaUrl('/api/s3-proxy/legacy?url=x')).toBe('/api/s3-proxy/legacy?url=x');
  });
  it.each([
    'https://my-bucket.s3.amazonaws.com/photos/a.jpg',
    'https://my-bucket.s3.us-east-1.amazonaws.com/photos/a.jpg',
    'https://s3.amazonaws.com/my-bucket/a.jpg',
    'https://s3-us-west-2.amazonaws.com/my-bucket/a.jpg',
    'https://space.nyc3.digitaloceanspaces.com/a.jpg',
    'https://storage.googleapis.com/bucket/a.jpg',
    'https://acct.r2.cloudflarestorage.com/bucket/a.jpg',
  ])('rewrites legacy object storage %s', (url) => {
    expect(resolveMediaUrl(url)).toBe(`/api/s3-proxy/legacy?url=${encodeURIComponent(url)}`);
  });
  it('uses extra configured hosts', () => {
    const url = 'https://media.oldhost.example/a.jpg';
    expect(resolveMediaUrl(url)).toBeNull();
    expect(resolveMediaUrl(url, ['MEDIA.oldhost.example'])).toBe(legacyProxyUrl(url));
  });
  it('keeps video links as they are', () => {
    const url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    expect(resolveMediaUrl(url)).toBe(url);
  });
  it('gives null for any other address', () => {
    for (const url of [
      'https://images.unsplash.com/photo.jpg',
      'http://bucket.s3.amazonaws.com/a.jpg',
      '/\\evil.example/x.png',
      'https://amazonaws.com.evil.example/a.jpg',
      'https://evil.example/?x=.s3.amazonaws.com',
      'data:image/png;base64,AAAA',
    ]) {
      expect(resolveMediaUrl(url)).toBeNull();
    }
  });
  it('gives null for empty input and trims', () => {
    expect(resolveMediaUrl('')).toBeNull();
    expect(resolveMediaUrl('   ')).toBeNull();
    expect(resolveMediaUrl(null)).toBeNull();
    expect(resolveMediaUrl(undefined)).toBeNull();
    expect(resolveMediaUrl(' /uploads/a.jpg ')).toBe('/uploads/a.jpg');
  });
});

describe('isMediaAddress (the one rule for stored media)', () => {
  it.each([
    '/uploads/photos/a.jpg',
    '/uploads/9f1c/clip%20one.mp4',
    '/api/s3-proxy/abc/def.png',
    legacyProxyUrl('https://b.s3.amazonaws.com/a b/c.jpg?X-Amz=1&y=2'),
    'https://my-bucket.s3.amazonaws.com/photos/a.jpg',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/76979871',
  ])('accepts %s', (address) => {
    expect(isMediaAddress(address)).toBe(true);
  });

  it.each([
    '/\\evil.example/x.png',
    '/uploads\\..\\x.png',
    '//evil.example/x.png',
    '/uploads/../api/auth/logout',
    '/uploads/%2e%2e/secret',
    '/uploads/a%2F..%2Fb',
    '/uploads/a\tb.png',
    '/uploads/<script>.png',
    '/assets/index.js',
    '/api/auth/user',
    'uploads/a.png',
    'https://evil.example/x.png',
    'https://user@b.s3.amazonaws.com/a.png',
    'https://b.s3.amazonaws.com\\@evil.example/a.png',
    'http://bucket.s3.amazonaws.com/a.jpg',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
  ])('refuses %s', (address) => {
    expect(isMediaAddress(address)).toBe(false);
  });
});

describe('legacy proxy addresses', () => {
  it('round-trips the original address', () => {
    const url = 'https://b.s3.amazonaws.com/a b/c.jpg?X-Amz=1&y=2';
    expect(legacyUrlFromProxy(legacyProxyUrl(url))).toBe(url);
  });
  it('reads nothing from other addresses', () => {
    expect(legacyUrlFromProxy('/uploads/a.jpg')).toBeNull();
    expect(legacyUrlFromProxy('/api/s3-proxy/legacy?x=1')).toBeNull();
    expect(legacyUrlFromProxy('/api/s3-proxy/legacy?url=%E0%A4%A')).toBeNull();
  });
  it('recognises only https legacy hosts', () => {
    expect(isLegacyStorageUrl('https://b.s3.amazonaws.com/a')).toBe(true);
    expect(isLegacyStorageUrl('https://user@b.s3.amazonaws.com/a')).toBe(false);
    expect(isLegacyStorageUrl('/uploads/a')).toBe(false);
  });
});

describe('withCacheBuster', () => {
  it('appends a timestamp query', () => {
    expect(withCacheBuster('/uploads/p.jpg', 123)).toBe('/uploads/p.jpg?t=123');
    expect(withCacheBuster('/uploads/p.jpg?a=1', 123)).toBe('/uploads/p.jpg?a=1&t=123');
    expect(withCacheBuster('/uploads/p.jpg#x', 123)).toBe('/uploads/p.jpg?t=123#x');
  });
});
