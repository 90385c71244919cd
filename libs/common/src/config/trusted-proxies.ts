import { ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import ipaddr from 'ipaddr.js';

/** Express's names for address ranges, accepted beside addresses and CIDR ranges. */
const RANGE_NAMES: ReadonlySet<string> = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** The entries of TRUSTED_PROXIES; empty when unset (no proxy trusted). */
export function trustedProxyEntries(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function isProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  if (entry.includes('/')) {
    try {
      ipaddr.parseCIDR(entry);
      return true;
    } catch {
      return false;
    }
  }
  return ipaddr.isValid(entry);
}

@ValidatorConstraint({ name: 'trustedProxyList' })
export class TrustedProxyList implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && trustedProxyEntries(value).every(isProxyEntry);
  }

  defaultMessage(): string {
    return 'TRUSTED_PROXIES must be a comma-separated list of IP addresses, CIDR ranges, or loopback, linklocal, uniquelocal';
  }
}
