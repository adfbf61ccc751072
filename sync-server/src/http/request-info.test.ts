import { describe, expect, it } from 'vitest';
import { trustedForwardedValue } from './request-info';

describe('trustedForwardedValue', () => {
  it('takes the entry the trusted proxy appended (right-most for one proxy)', () => {
    expect(trustedForwardedValue('6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(trustedForwardedValue(' 203.0.113.9 ', 1)).toBe('203.0.113.9');
  });

  it('counts hops from the right for several proxies', () => {
    expect(trustedForwardedValue('6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
    expect(trustedForwardedValue('203.0.113.9', 3)).toBe('203.0.113.9');
  });

  it('believes nothing without a trusted proxy or a value', () => {
    expect(trustedForwardedValue('203.0.113.9', 0)).toBeNull();
    expect(trustedForwardedValue(undefined, 1)).toBeNull();
    expect(trustedForwardedValue(' , ', 1)).toBeNull();
  });
});
