import { describe, expect, it } from 'vitest';
import { judgeAddress } from './address-policy.js';

describe('judgeAddress', () => {
  it.each([
    ['93.184.215.14'],
    ['8.8.8.8'],
    ['1.1.1.1'],
    ['2606:4700:4700::1111'],
    ['2a00:1450:4001:82b::200e'],
    ['::ffff:8.8.8.8'],
    ['64:ff9b::808:808'],
    ['2002:0808:0808::1'],
  ])('allows public %s', (address) => {
    expect(judgeAddress(address)).toEqual({ allowed: true });
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.254', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2001:2::1', 'benchmarking'],
    ['2001:0:4136:e378::1', 'teredo'],
    ['100::1', 'discard'],
    ['::7f00:1', 'outside IPv6 global unicast'],
    ['4000::1', 'outside IPv6 global unicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped for 127.0.0.1 is a loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped for 127.0.0.1 is a loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['64:ff9b::7f00:1', 'NAT64 for 127.0.0.1'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 for 169.254.169.254'],
    ['64:ff9b:1::a00:1', 'rfc6052'],
    ['2002:7f00:0001::1', '6to4 for 127.0.0.1'],
    ['2002:c0a8:0101::1', '6to4 for 192.168.1.1'],
    ['not-an-ip', 'not an IP address'],
  ])('refuses %s (%s)', (address, reason) => {
    const verdict = judgeAddress(address);
    expect(verdict.allowed).toBe(false);
    expect(verdict.allowed ? '' : verdict.reason).toContain(reason);
  });
});
