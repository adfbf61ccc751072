import { describe, expect, it } from 'vitest';
import { createHighlightThrottle, deviceTypeOf, snippetHash } from './text-highlights';

describe('text highlights', () => {
  it('hash the lower-cased text with SHA-256, as hex', async () => {
    // sha256sum of 'bring your gels'
    const expected = 'e3ac941f66b1b91ac1e7a2cbdd8e91ad5c4118988d875e6c942d232e78184ae5';
    expect(await snippetHash('Bring YOUR Gels')).toBe(expected);
  });

  it('name the device by the viewport width', () => {
    expect(deviceTypeOf(390)).toBe('mobile');
    expect(deviceTypeOf(800)).toBe('tablet');
    expect(deviceTypeOf(1280)).toBe('desktop');
  });

  it('send the same post at most every 5 s and the same passage every 2 s', () => {
    let now = 0;
    const allowed = createHighlightThrottle(() => now);
    expect(allowed('p1', 'h1')).toBe(true);
    now = 1000;
    expect(allowed('p1', 'h2')).toBe(false);
    expect(allowed('p2', 'h1')).toBe(false);
    expect(allowed('p2', 'h3')).toBe(true);
    now = 5001;
    expect(allowed('p1', 'h2')).toBe(true);
  });
});
