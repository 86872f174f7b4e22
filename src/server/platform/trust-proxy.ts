/**
 * TRUST_PROXY: which hops in front of the server are its own proxies, and the client's address
 * they give (decision 111). Pure: the HTTP layer applies it to a request (http/client-ip.ts).
 */
import { BlockList, isIP } from 'node:net';

/**
 * Which hops in front of the server are our own proxies (TRUST_PROXY), as Express's `trust proxy`:
 * - `{ hops: N }`: the N nearest hops are proxies, the socket peer being the first. N = 0 trusts
 *   nobody (the socket peer is the client).
 * - `{ proxies: [...] }`: any hop whose address is in one of these addresses or CIDR ranges is a
 *   proxy (the names loopback, linklocal and uniquelocal stand for their ranges).
 */
export type TrustProxy = { hops: number } | { proxies: string[] };

export const NO_PROXY: TrustProxy = { hops: 0 };

const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** An IPv4-mapped IPv6 address (::ffff:1.2.3.4, what a dual-stack socket reports) as plain IPv4. */
function canonical(address: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  const version = isIP(address);
  return version === 4 ? { address, family: 'ipv4' } : version === 6 ? { address, family: 'ipv6' } : null;
}

function maskBits(mask: string): number | null {
  if (isIP(mask) !== 4) return null;
  const bits = mask
    .split('.')
    .map((part) => Number(part).toString(2).padStart(8, '0'))
    .join('');
  if (!/^1*0*$/.test(bits)) return null;
  return bits.includes('0') ? bits.indexOf('0') : 32;
}

interface Range {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** One TRUST_PROXY list entry (address, address/prefix, IPv4 address/netmask) or null when invalid. */
function parseRange(entry: string): Range | null {
  const slash = entry.lastIndexOf('/');
  const ip = canonical(slash === -1 ? entry : entry.slice(0, slash));
  if (!ip) return null;
  const max = ip.family === 'ipv4' ? 32 : 128;
  if (slash === -1) return { ...ip, prefix: max };
  const suffix = entry.slice(slash + 1);
  let prefix: number | null = /^\d+$/.test(suffix) ? Number(suffix) : ip.family === 'ipv4' ? maskBits(suffix) : null;
  // ::ffff:10.0.0.0/104 is the IPv4 range 10.0.0.0/8 (a mapped range shorter than 96 bits is refused).
  if (prefix !== null && MAPPED_IPV4.test(entry.slice(0, slash))) prefix = prefix >= 96 ? prefix - 96 : null;
  if (prefix === null || prefix < 1 || prefix > max) return null;
  return { ...ip, prefix };
}

/** The entries of a TRUST_PROXY list that are not an address, range or known name (empty when all are fine). */
export function invalidProxyEntries(proxies: string[]): string[] {
  return proxies.filter((p) => !NAMED_RANGES[p] && !parseRange(p));
}

type IsProxy = (address: string | null, hop: number) => boolean;

function compile(trust: TrustProxy): IsProxy {
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address, hop) => hop < hops;
  }
  const lists = { ipv4: new BlockList(), ipv6: new BlockList() };
  for (const entry of trust.proxies.flatMap((p) => NAMED_RANGES[p] ?? [p])) {
    const range = parseRange(entry);
    if (range) lists[range.family].addSubnet(range.address, range.prefix, range.family);
  }
  return (address) => {
    const ip = address === null ? null : canonical(address);
    if (!ip) return false;
    try {
      return lists[ip.family].check(ip.address, ip.family);
    } catch {
      return false; // e.g. a zone id (fe80::1%eth0) BlockList does not take
    }
  };
}

const compiled = new WeakMap<TrustProxy, IsProxy>();

/**
 * The client's address from the socket peer and X-Forwarded-For, exactly as Express's `trust proxy`
 * (proxy-addr) decides it: the hops are the socket peer, then the header's addresses from right to
 * left; walk them while the current hop is a trusted proxy; the first untrusted hop is the client
 * (the leftmost address when every hop is trusted). Each proxy appends the address it received
 * the request from, so the addresses left of the nearest untrusted hop are whatever the client
 * wrote and are never used.
 */
export function clientAddress(
  socket: string | null,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string | null {
  let isProxy = compiled.get(trust);
  if (!isProxy) {
    isProxy = compile(trust);
    compiled.set(trust, isProxy);
  }
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
    .reverse();
  const hops = [socket, ...forwarded];
  let hop = 0;
  while (hop < hops.length - 1 && isProxy(hops[hop] ?? null, hop)) hop += 1;
  return hops[hop] ?? null;
}
