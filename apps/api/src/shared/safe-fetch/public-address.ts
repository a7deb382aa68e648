import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// Addresses a server-side fetch may reach (SSRF): only what ipaddr.js calls 'unicast', i.e. none of its named
// special-purpose ranges (loopback, private, link-local with cloud metadata at 169.254.169.254, carrier-grade
// NAT, multicast, reserved, 6to4, Teredo, NAT64, site-local, ...). A maintained list (the one Fastify's own
// proxy-addr trusts) rather than our own, which had let 6to4, Teredo and site-local through (decision 0033).
// IPv6 must also lie in 2000::/3, the only space IANA hands out as global unicast: everything outside it is
// unassigned or special, among them the IPv4-compatible ::/96, which ipaddr.js calls unicast.
const IPV6_GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');
// ::/96 is also refused before ipaddr.js parses it: it reads the dotted form (::8.8.8.8, which is how resolvers
// print ::808:808) as the IPv4-mapped ::ffff:8.8.8.8, and would then judge the IPv4 address. Node reads it right.
const IPV4_COMPATIBLE = new BlockList();
IPV4_COMPATIBLE.addSubnet('::', 96, 'ipv6');

/** True for an address on the public internet; false for everything a server-side fetch must not reach. */
export function isPublicAddress(address: string): boolean {
  // Node's strict test first: ipaddr.js also reads '127.1' or '0x7f.0.0.1', which a resolver never answers.
  const family = isIP(address);
  if (family === 0 || (family === 6 && IPV4_COMPATIBLE.check(address, 'ipv6'))) return false;
  // process() turns an IPv4-mapped address (::ffff:10.0.0.1, ::ffff:a00:1) into the IPv4 address it carries.
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  return parsed instanceof ipaddr.IPv6 ? parsed.match(IPV6_GLOBAL_UNICAST) : true;
}
