/**
 * Where a notification may go. The subscription schema only takes endpoints of known push services,
 * but rows stored before that check, or a push service host whose DNS answers a private address, must
 * not turn `npm run push` into a request forger aimed at the shop's own network. So at send time the
 * host is resolved and every address must be public; the transport then connects to that vetted
 * address (pinnedLookup) instead of looking the name up again, which a rebinding DNS could answer
 * differently.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { isKnownPushEndpoint } from '@shop/domain';

export type ResolvedAddress = { address: string; family: 4 | 6 };
export type ResolveHost = (host: string) => Promise<ResolvedAddress[]>;

/** The system resolver (getaddrinfo: hosts file, then DNS), every address of the name. */
export const systemResolve: ResolveHost = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/** IPv4 ranges that are not the public internet (RFC 6890 and friends). */
const V4_RANGES: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated; relays to any IPv4 address)
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

/** IPv6 ranges that are not the public internet. IPv4-mapped ::ffff:a.b.c.d BlockList checks as IPv4. */
const V6_RANGES: ReadonlyArray<readonly [string, number]> = [
  ['::', 96], // unspecified, loopback ::1, IPv4-compatible
  // IPv4-translated ::ffff:0:a.b.c.d (RFC 2765), which BlockList does not read as IPv4. Written out in
  // full: '::ffff:0:0' would be the IPv4-mapped 0.0.0.0, whose /96 is all of IPv4.
  ['::ffff:0:0:0', 96],
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments, Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (carries an IPv4 address of any kind)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

/** An IPv4 range as it appears inside the NAT64 well-known prefix 64:ff9b::/96. */
const nat64 = (v4: string, prefix: number): readonly [string, number] => {
  const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number);
  const hex = (hi: number, lo: number) => ((hi << 8) | lo).toString(16);
  return [`64:ff9b::${hex(a, b)}:${hex(c, d)}`, 96 + prefix];
};

const blocked = new BlockList();
for (const [address, prefix] of V4_RANGES) {
  blocked.addSubnet(address, prefix, 'ipv4');
  const [mapped, mappedPrefix] = nat64(address, prefix);
  blocked.addSubnet(mapped, mappedPrefix, 'ipv6');
}
for (const [address, prefix] of V6_RANGES) blocked.addSubnet(address, prefix, 'ipv6');

/** True for an IP address on the public internet; false for private, local, reserved ones and non-IPs. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type Destination = { ok: true; address: ResolvedAddress } | { ok: false; reason: string };

/**
 * The address to send an endpoint's notifications to, or why not to send them. Rejects when the host
 * cannot be resolved (a failure to count, not a refusal).
 */
export async function vetDestination(endpoint: string, resolve: ResolveHost): Promise<Destination> {
  if (!isKnownPushEndpoint(endpoint)) return { ok: false, reason: 'not a known push service' };
  const addresses = await resolve(new URL(endpoint).hostname);
  const first = addresses[0];
  if (!first) return { ok: false, reason: 'resolves to no address' };
  // One private answer is enough to refuse: a name that mixes them is not a push service's.
  const bad = addresses.find((a) => !isPublicAddress(a.address));
  if (bad) return { ok: false, reason: `resolves to ${bad.address}, a private or local address` };
  return { ok: true, address: first };
}

/** A socket lookup that answers the vetted address for the one host it is used for. */
export function pinnedLookup(vetted: ResolvedAddress): LookupFunction {
  return (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (err: null, addresses: ResolvedAddress[]) => void)(null, [vetted]);
    else callback(null, vetted.address, vetted.family);
  };
}
