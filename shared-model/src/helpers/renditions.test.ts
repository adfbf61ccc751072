import { describe, expect, it } from 'vitest';
import { renditionSrcSet } from './renditions';

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
