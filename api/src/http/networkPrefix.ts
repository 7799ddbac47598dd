import { isIP } from 'node:net';

/**
 * The network a request comes from, as the sign-in limits count it: an IPv4 address as it is (a
 * school behind NAT is one address), an IPv6 address by its /64 (one subscriber's network: a
 * client picks any of its 2^64 addresses, so counting whole addresses would count nothing).
 */
export function networkPrefix(ip: string): string {
  const address = ip.split('%')[0]!;
  const family = isIP(address);
  if (family !== 6) return address;
  const groups = expandIpv6(address);
  if (!groups) return address;
  // ::ffff:a.b.c.d is an IPv4 client on a dual-stack socket
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (with :: and an embedded IPv4 tail). */
function expandIpv6(address: string): number[] | null {
  let text = address.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  const groups = [...left, ...Array<number>(missing).fill(0), ...right];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}
