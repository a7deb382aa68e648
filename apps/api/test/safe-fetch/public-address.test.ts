import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../src/shared/safe-fetch/public-address.ts';

// Decision 0033: the SSRF guard lets through only ipaddr.js's 'unicast' (and, for IPv6, only 2000::/3); an
// IPv4-mapped address is judged as the IPv4 address it carries.
describe('isPublicAddress', () => {
  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '211.234.10.1', // a Korean ISP
    '223.130.200.107',
    '2404:6800:4004:80a::200e', // Google, Tokyo
    '2606:4700:4700::1111', // Cloudflare DNS
    '2001:4860:4860::8888', // Google DNS: inside 2001::/23 but not in any of its special blocks
    '::ffff:8.8.8.8', // IPv4-mapped, judged as 8.8.8.8
  ])('lets a public address through: %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    // The ranges the old hand-written list missed.
    ['6to4 (2002::/16), here carrying 127.0.0.1', '2002:7f00:1::1'],
    ['6to4 carrying a public IPv4', '2002:808:808::1'],
    ['Teredo (2001::/32)', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['Teredo, the bare prefix', '2001::1'],
    ['site-local (fec0::/10)', 'fec0::1'],
    ['site-local, top of the range', 'feff:ffff::1'],
    ['IPv4-compatible (::/96) carrying 127.0.0.1', '::127.0.0.1'],
    ['IPv4-compatible carrying 10.0.0.1, hex form', '::a00:1'],
    ['IPv4-compatible carrying a public IPv4', '::8.8.8.8'],
    // Other IPv6 outside the global space or special inside it.
    ['unspecified', '::'],
    ['loopback', '::1'],
    ['link-local', 'fe80::1'],
    ['link-local with a zone', 'fe80::1%eth0'],
    ['unique local', 'fd00::1'],
    ['multicast', 'ff02::1'],
    ['NAT64 (64:ff9b::/96) carrying the metadata address', '64:ff9b::a9fe:a9fe'],
    ['local-use NAT64 (64:ff9b:1::/48)', '64:ff9b:1::1'],
    ['discard (100::/64)', '100::1'],
    ['documentation (2001:db8::/32)', '2001:db8::1'],
    ['documentation (3fff::/20)', '3fff::1'],
    ['benchmarking (2001:2::/48)', '2001:2::1'],
    ['ORCHIDv2 (2001:20::/28)', '2001:20::1'],
    ['segment routing (5f00::/16), outside 2000::/3', '5f00::1'],
    ['unassigned, outside 2000::/3', '4000::1'],
    ['SIIT (::ffff:0:0:0/96)', '::ffff:0:a00:1'],
    // IPv4-mapped forms of private addresses.
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['IPv4-mapped loopback, hex form', '::ffff:7f00:1'],
    ['IPv4-mapped metadata address', '::ffff:169.254.169.254'],
    // IPv4 special ranges.
    ['this network', '0.0.0.0'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.31.255.255'],
    ['private 192.168/16', '192.168.1.1'],
    ['loopback', '127.0.0.1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['IETF protocol assignments', '192.0.0.8'],
    ['documentation', '203.0.113.5'],
    ['benchmarking', '198.18.0.1'],
    ['6to4 relay anycast', '192.88.99.1'],
    ['AS112', '192.175.48.1'],
    ['AMT', '192.52.193.1'],
    ['multicast', '224.0.0.1'],
    ['reserved', '240.0.0.1'],
    ['broadcast', '255.255.255.255'],
    // Not an address in the form a resolver answers.
    ['a name', 'not-an-address'],
    ['short IPv4 form', '127.1'],
    ['hex IPv4 form', '0x7f.0.0.1'],
    ['empty', ''],
  ])('refuses %s: %s', (_name, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});
