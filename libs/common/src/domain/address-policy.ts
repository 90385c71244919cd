import ipaddr from 'ipaddr.js';

export type AddressVerdict = { allowed: true } | { allowed: false; reason: string };

/** Global unicast space (RFC 4291): anything outside it is not a public IPv6 host. */
const IPV6_GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');
/** The well-known NAT64 prefix: the last 32 bits are the IPv4 address it reaches (RFC 6052). */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/**
 * Whether an address may be connected to by the site fetcher: only public unicast addresses.
 * IPv4 ranges other than `unicast` in ipaddr.js are refused (loopback, private, link-local,
 * CGNAT, multicast, unspecified, broadcast, reserved, documentation, benchmarking, AS112, AMT).
 * IPv6 must be global unicast; forms that embed an IPv4 address (mapped, NAT64, 6to4) are judged
 * by the embedded address, since that is where the packets end up.
 */
export function judgeAddress(address: string): AddressVerdict {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // `parse`, not `process`: mapped IPv6 must stay IPv6 here so that the reason says so.
    parsed = ipaddr.parse(address.replace(/^\[|\]$/g, ''));
  } catch {
    return { allowed: false, reason: `${address} is not an IP address` };
  }
  return parsed instanceof ipaddr.IPv4 ? judgeIpv4(parsed, address) : judgeIpv6(parsed, address);
}

function judgeIpv4(ip: ipaddr.IPv4, shown: string): AddressVerdict {
  const range = ip.range();
  return range === 'unicast' ? { allowed: true } : { allowed: false, reason: `${shown} is a ${range} address` };
}

function judgeIpv6(ip: ipaddr.IPv6, shown: string): AddressVerdict {
  const range = ip.range();
  if (range === 'ipv4Mapped' || ip.match(NAT64_WELL_KNOWN)) {
    return embedded(
      ipaddr.IPv4.parse(ipv4FromLow32(ip.parts)),
      shown,
      range === 'ipv4Mapped' ? 'IPv4-mapped' : 'NAT64',
    );
  }
  if (range === '6to4') {
    // 2002:AABB:CCDD::/48 routes to the IPv4 address AA.BB.CC.DD (RFC 3056).
    const [, high = 0, low = 0] = ip.parts;
    return embedded(ipaddr.IPv4.parse(`${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`), shown, '6to4');
  }
  if (range !== 'unicast') return { allowed: false, reason: `${shown} is a ${range} IPv6 address` };
  if (!ip.match(IPV6_GLOBAL_UNICAST))
    return { allowed: false, reason: `${shown} is outside IPv6 global unicast space` };
  return { allowed: true };
}

function embedded(ipv4: ipaddr.IPv4, shown: string, form: string): AddressVerdict {
  const verdict = judgeIpv4(ipv4, ipv4.toString());
  return verdict.allowed ? verdict : { allowed: false, reason: `${shown} is ${form} for ${verdict.reason}` };
}

function ipv4FromLow32(parts: number[]): string {
  const high = parts[6] ?? 0;
  const low = parts[7] ?? 0;
  return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
}
