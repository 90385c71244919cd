import { parse } from 'tldts';
import { isIpLiteral } from './ip-literal.js';

/**
 * Names that can never be a public brand's site (RFC 6761, 6762, 7686, 8375, 9476 and ICANN's
 * `.internal`). `.test` and `.example` are kept on purpose: they never resolve publicly, so a
 * fetch of them just fails, and they are handy names in tests.
 */
const NON_PUBLIC_SUFFIXES = ['localhost', 'invalid', 'local', 'onion', 'alt', 'internal', 'home.arpa'];

/**
 * The host of a URL or a bare host name, lower-cased, IDN-normalised to ASCII (punycode) and
 * without a trailing dot; null when it does not parse.
 */
export function hostOf(urlOrHost: string): string | null {
  const trimmed = urlOrHost.trim();
  if (trimmed === '') return null;
  // Parsed as http whatever the scheme: only special schemes get the WHATWG host parser, which
  // lower-cases, applies IDNA (punycode) and normalises IPv4 spellings.
  const rest = trimmed.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/^\/\//, '');
  let url: URL;
  try {
    url = new URL(`http://${rest}`);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/\.$/, '');
  return host === '' ? null : host;
}

/**
 * The registrable domain (eTLD+1) that identifies a brand: `https://www.Acme.co.uk/x` →
 * `acme.co.uk`. Private suffixes of the list count too, so `acme.github.io` and
 * `other.github.io` are different brands. IP literals, localhost, bare public suffixes and
 * single-label or special-use names give null.
 */
export function registrableDomain(urlOrHost: string): string | null {
  const host = hostOf(urlOrHost);
  if (host === null || isIpLiteral(host)) return null;
  if (NON_PUBLIC_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) return null;
  // The reduction drops `www.` along with every other subdomain; only when `www` is itself the
  // registered label (`www.com`) does it stay, since that is the brand's real domain.
  const { domain, isIp } = parse(host, { allowPrivateDomains: true, validateHostname: true });
  if (isIp || domain === null) return null;
  return domain;
}
