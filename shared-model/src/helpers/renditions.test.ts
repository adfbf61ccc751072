import { describe, expect, it } from 'vitest';
import { playbackUrl, posterUrl, renditionSrcSet } from './renditions';

const address = `/uploads/${'ab'.repeat(16)}.jpg`;
const base = `/uploads/${'ab'.repeat(16)}`;
const info = { width: 2400, height: 1600, placeholder: '#808080', renditions: [320, 640, 1280] };

describe('renditionSrcSet', () => {
  it('lists the renditions by width and the original last when it is wider', () => {
    expect(renditionSrcSet(address, info)).toBe(
      `${base}.w320.webp 320w, ${base}.w640.webp 640w, ${base}.w1280.webp 1280w, ${address} 2400w`,
    );
  });

  it('leaves the original out when the widest rendition is as wide', () => {
    expect(renditionSrcSet(address, { ...info, width: 1280, renditions: [320, 640] })).toBe(
      `${base}.w320.webp 320w, ${base}.w640.webp 640w, ${address} 1280w`,
    );
    expect(renditionSrcSet(address, { ...info, width: 500, renditions: [320] })).toBe(
      `${base}.w320.webp 320w, ${address} 500w`,
    );
  });

  it('gives none without info, without renditions, or for an address not of ours', () => {
    expect(renditionSrcSet(address, null)).toBeUndefined();
    expect(renditionSrcSet(address, { ...info, renditions: [] })).toBeUndefined();
    expect(renditionSrcSet('https://example.com/a.jpg', info)).toBeUndefined();
    expect(renditionSrcSet(`${address}?x=1`, info)).toBeUndefined();
  });
});

describe('a video (ADR 046)', () => {
  const video = `/uploads/${'cd'.repeat(16)}.mov`;
  const hex = `/uploads/${'cd'.repeat(16)}`;
  const poster = { ...info, width: 1920, height: 1080, duration: 83.4 };

  it('has its poster renditions in its srcset, never the video itself', () => {
    expect(renditionSrcSet(video, poster)).toBe(
      `${hex}.w320.webp 320w, ${hex}.w640.webp 640w, ${hex}.w1280.webp 1280w`,
    );
    expect(posterUrl(video, poster)).toBe(`${hex}.w640.webp`);
    expect(posterUrl(video, { ...poster, renditions: [240] })).toBe(`${hex}.w240.webp`);
    expect(posterUrl(video, null)).toBeNull();
  });

  it('plays its streaming rendition once it is ready, else the original', () => {
    expect(playbackUrl(video, { ...poster, stream: 'ready' })).toBe(`${hex}.v720.mp4`);
    expect(playbackUrl(video, { ...poster, stream: 'processing' })).toBe(video);
    expect(playbackUrl(video, { ...poster, stream: 'failed' })).toBe(video);
    expect(playbackUrl(video, undefined)).toBe(video);
    expect(playbackUrl('https://example.com/a.mp4', { ...poster, stream: 'ready' })).toBe(
      'https://example.com/a.mp4',
    );
  });
});
