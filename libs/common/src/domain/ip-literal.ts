import { isIPv4, isIPv6 } from 'node:net';

/**
 * Whether a host is an IP address in any spelling a URL accepts: dotted, decimal
 * (`2130706433`), octal (`0177.0.0.1`), hex (`0x7f.1`), short (`127.1`), and IPv6 with or
 * without brackets (`[::ffff:127.0.0.1]`).
 */
export function isIpLiteral(host: string): boolean {
  const trimmed = host.trim();
  const unbracketed = trimmed.startsWith('[') && trimmed.endsWith(']') ? trimmed.slice(1, -1) : trimmed;
  if (isIPv6(unbracketed)) return true;
  if (trimmed.startsWith('[')) return false;
  try {
    // The WHATWG host parser turns every IPv4 spelling it accepts into the dotted form.
    return isIPv4(new URL(`http://${trimmed}/`).hostname);
  } catch {
    return false;
  }
}
