import { describe, expect, it } from 'vitest';
import { ipGroup } from './ip-group';

describe('ipGroup', () => {
  it('keeps IPv4 addresses, also IPv4-mapped ones', () => {
    expect(ipGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(ipGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by /64', () => {
    expect(ipGroup('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(ipGroup('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(ipGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipGroup('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(ipGroup('unknown')).toBe('unknown');
  });
});
