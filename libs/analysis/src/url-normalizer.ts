/** Query parameters that only track the click: they say nothing about the page. */
const TRACKING_PARAMETER = /^(?:utm_.*|gclid|fbclid|srsltid)$/i;

/** A cited URL made comparable: tracking parameters and text fragments gone. */
export interface NormalisedUrl {
  /** The URL as it should be reported. */
  url: string;
  /** The key URLs are deduplicated by: no scheme, no `www.`, no trailing slash, no fragment. */
  key: string;
  /** Host without `www.`, the title of last resort. */
  domain: string;
}

/** Cleans a URL, or returns null when it is not an http(s) URL. */
export function normaliseUrl(raw: string): NormalisedUrl | null {
  const trimmed = raw.trim().replace(/^<|>$/g, '');
  let parsed: URL;
  try {
    parsed = new URL(/^www\./i.test(trimmed) ? `https://${trimmed}` : trimmed);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  for (const name of [...parsed.searchParams.keys()]) {
    if (TRACKING_PARAMETER.test(name)) parsed.searchParams.delete(name);
  }
  // Highlight fragments ("#:~:text=") point inside the same page.
  if (parsed.hash.startsWith('#:~:')) parsed.hash = '';
  const domain = parsed.hostname.toLowerCase().replace(/^www\./, '');
  const path = parsed.pathname.replace(/\/+$/, '');
  return { url: parsed.toString(), key: `${domain}${path}${parsed.search}`, domain };
}
