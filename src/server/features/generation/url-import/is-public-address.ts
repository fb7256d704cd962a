import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// IPv4 addresses a server-side fetch must never reach: private, loopback, link-local, multicast,
// carrier-grade NAT, documentation and reserved ranges (SSRF protection for URL import).
const BLOCKED_IPV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED_IPV4.addSubnet(network, prefix, 'ipv4');
}

type TIpv6Bytes = readonly number[];

function toIpv4(bytes: TIpv6Bytes, start: number): string {
  return bytes.slice(start, start + 4).join('.');
}

/**
 * IPv6 ranges whose addresses carry an IPv4 address the packets finally reach (or are tunnelled to):
 * such an address is judged by the IPv4 addresses it carries, every one of which must be public.
 * The order matters: the first matching range wins (::ffff:0:0/96 before ::/96, Teredo's /32 alone).
 */
const EMBEDDED_IPV4: ReadonlyArray<{ range: string; readIpv4: (bytes: TIpv6Bytes) => string[] }> = [
  // IPv4-mapped (RFC 4291): ::ffff:a.b.c.d
  { range: '::ffff:0:0/96', readIpv4: (bytes) => [toIpv4(bytes, 12)] },
  // SIIT (RFC 6145/7915): ::ffff:0:a.b.c.d
  { range: '::ffff:0:0:0/96', readIpv4: (bytes) => [toIpv4(bytes, 12)] },
  // IPv4-compatible (RFC 4291, deprecated): ::a.b.c.d; also :: and ::1 (→ 0.0.0.0, 0.0.0.1: refused)
  { range: '::/96', readIpv4: (bytes) => [toIpv4(bytes, 12)] },
  // NAT64 well-known prefix (RFC 6052): 64:ff9b::a.b.c.d
  { range: '64:ff9b::/96', readIpv4: (bytes) => [toIpv4(bytes, 12)] },
  // 6to4 (RFC 3056): 2002:AABB:CCDD::/48
  { range: '2002::/16', readIpv4: (bytes) => [toIpv4(bytes, 2)] },
  // Teredo (RFC 4380): the server in bits 32–63, the client (inverted) in the last 32 bits.
  {
    range: '2001::/32',
    readIpv4: (bytes) => [
      toIpv4(bytes, 4),
      bytes
        .slice(12, 16)
        .map((byte) => byte ^ 0xff)
        .join('.'),
    ],
  },
];

const EMBEDDED_RANGES = EMBEDDED_IPV4.map((entry) => ({ cidr: ipaddr.IPv6.parseCIDR(entry.range), readIpv4: entry.readIpv4 }));

// Global unicast is 2000::/3; inside it ipaddr.js names the special-purpose blocks (documentation,
// benchmarking, ORCHID, …) and 'unicast' is what is left. 64:ff9b:1::/48 (RFC 8215) is local-use
// NAT64 with a layout only its network knows: refused as a whole (it is not globally reachable).
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

function isPublicIpv4(address: string): boolean {
  return !BLOCKED_IPV4.check(address, 'ipv4');
}

function isPublicIpv6(address: string): boolean {
  const parsed = ipaddr.IPv6.parse(address);
  const bytes = parsed.toByteArray();
  const embedded = EMBEDDED_RANGES.find((entry) => parsed.match(entry.cidr));
  if (embedded) return embedded.readIpv4(bytes).every(isPublicIpv4);
  return parsed.match(GLOBAL_UNICAST) && parsed.range() === 'unicast';
}

/** True only for a routable public unicast address; an IPv6 form that carries an IPv4 address is judged by it. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return isPublicIpv4(address);
  if (family === 6) return isPublicIpv6(address);
  return false;
}
