import { registrableDomain } from './registrable-domain.js';

const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;

/**
 * A customer's website address, normalised for fetching, or null when it is not one.
 *
 * Decisions: a missing scheme is accepted and becomes `https://` (customers type `acme.com`);
 * only http and https are accepted; credentials (`user:pw@`) are refused; the fragment is
 * dropped; the host is lower-cased, punycoded and loses its trailing dot; `www.` and the path are
 * kept (they are where the site lives). The host must have a registrable domain, so IP literals,
 * localhost and bare suffixes are refused: a brand's site has a public name.
 */
export function normaliseWebsiteUrl(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return null;
  // `acme.com:8080` would parse as the scheme `acme.com:`, so only `x://` counts as a scheme.
  const candidate = scheme === undefined ? `https://${trimmed.replace(/^\/\//, '')}` : trimmed;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  // Port 0 is no port a site is served on (a connect to it fails, or reaches whatever the OS picks).
  if (url.port === '0') return null;
  url.hash = '';
  url.hostname = url.hostname.replace(/\.$/, '');
  if (registrableDomain(url.hostname) === null) return null;
  return url.toString();
}
