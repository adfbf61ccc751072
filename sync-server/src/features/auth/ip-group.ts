// The unit the per-IP throttles count: an IPv4 address, or an IPv6 /64 (one subscriber usually
// holds a whole /64, so per-address limits would not hold them back).
import { isIPv4, isIPv6 } from 'node:net';

function expandIpv6(address: string): string[] | null {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  if (tail === undefined) return left.length === 8 ? left : null;
  const missing = 8 - left.length - right.length;
  if (missing < 0) return null;
  return [...left, ...Array<string>(missing).fill('0'), ...right];
}

export function ipGroup(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(address) || address.includes('.')) return address;
  const groups = expandIpv6(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
