/**
 * Which hosts the server may send a request to on a user's say-so (push endpoints, decision 273):
 * only the public internet. A name or address inside (this machine, the local network, the cloud's
 * metadata service at 169.254.169.254) would let a signed-in user make the server POST there.
 * Pure: the caller resolves names (services/push/sender.ts) and checks every address it got.
 */
import { BlockList, isIP } from 'node:net';

/** Addresses that are not on the public internet, IPv4 and IPv6. */
const NOT_PUBLIC = new BlockList();
const IPV4_RANGES = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 the unspecified address
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (the cloud metadata services)
  ['172.16.0.0', 12], // private (RFC 1918)
  ['192.168.0.0', 16], // private (RFC 1918)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, 255.255.255.255 the broadcast address
] as const;
for (const [network, prefix] of IPV4_RANGES) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
  // The same IPv4 address inside IPv6 ones that reach it: NAT64's well-known prefix (RFC 6052,
  // 64:ff9b::a.b.c.d) and 6to4 (RFC 3056, 2002:aabb:ccdd::). IPv4-mapped ::ffff:a.b.c.d BlockList
  // checks against the IPv4 rules itself.
  NOT_PUBLIC.addSubnet(`64:ff9b::${network}`, 96 + prefix, 'ipv6');
  const [a, b, c, d] = network.split('.').map(Number) as [number, number, number, number];
  const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
  NOT_PUBLIC.addSubnet(`2002:${hex(a, b)}:${hex(c, d)}::`, 16 + prefix, 'ipv6');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed inside some networks)
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Names that only mean something inside a network (RFC 6761, 6762, 8375; .internal for clouds). */
const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.home.arpa'];

/**
 * An IP address (v4 or v6, without brackets) outside the public internet. IPv4-mapped IPv6
 * (::ffff:127.0.0.1, ::ffff:7f00:1) is checked as the IPv4 address it stands for (BlockList
 * does). Anything that is not an IP address answers false: names are checked by `isLocalHost`.
 */
export function isNonPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  return NOT_PUBLIC.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * A URL's hostname (as `new URL(...).hostname` gives it: lower case, IPv4 canonical, IPv6 in
 * brackets) that names something inside: localhost and *.localhost, *.local, *.internal,
 * *.home.arpa, a name of one label (resolved through the machine's search domains), or an IP
 * address that is not public.
 */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') && host.endsWith(']')) return isNonPublicAddress(host.slice(1, -1));
  if (isIP(host) !== 0) return isNonPublicAddress(host);
  if (host === 'localhost' || host === 'home.arpa') return true;
  if (LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix))) return true;
  return !host.includes('.');
}
