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

/**
 * A URL the URL parser gives back as it is (but for the `/` of an empty path): http(s), a lower-case
 * ASCII host whose last label starts with a letter (no IPv4 reading), no port or credentials, a path
 * of characters the parser neither escapes nor resolves (no `.`/`..` segment, no `%`), and a query and
 * fragment of such characters too. Most cited URLs are such; they are normalised without the parser,
 * the costliest step of citation extraction.
 */
const PLAIN_URL =
  /^(https?:\/\/)((?:[a-z0-9-]+\.)*[a-z-][a-z0-9-]*)((?:\/(?!\.\.?(?:[/?#]|$))[\w\-.~!$&'()*+,;=:@]*)*)(?:\?([\w\-.~!$()*,;:@/?=&]+))?(?:#(:~:.*|[\w\-.~!$&'()*+,;=:@/?]+))?$/s;

/**
 * The query of a plain URL once tracking parameters are gone: kept as written when it has none,
 * empty when it has only them; null when it mixes both (the parser then re-encodes what remains).
 */
function plainQuery(query: string): string | null {
  // The parameters' names (before any `=`) of the non-empty `&`-separated pairs, read in place.
  let names = 0;
  let tracking = 0;
  for (let start = 0; start < query.length; ) {
    let end = query.indexOf('&', start);
    if (end < 0) end = query.length;
    if (end > start) {
      names += 1;
      const equals = query.indexOf('=', start);
      // Every tracking name starts with one of `ugfs`: the others need no pattern.
      if (
        mayTrack(query.charCodeAt(start)) &&
        TRACKING_PARAMETER.test(query.slice(start, equals < 0 || equals > end ? end : equals))
      )
        tracking += 1;
    }
    start = end + 1;
  }
  if (tracking === 0) return `?${query}`;
  return tracking === names ? '' : null;
}

/** `[ugfs]`, either case: the first letters of TRACKING_PARAMETER's names (setting 0x20 lower-cases a capital). */
function mayTrack(code: number): boolean {
  const lower = code | 0x20;
  return lower === 0x75 || lower === 0x67 || lower === 0x66 || lower === 0x73;
}

function normalisePlainUrl(url: string): NormalisedUrl | null {
  const plain = PLAIN_URL.exec(url);
  // Punycode labels ("xn--") are checked by the parser, which may reject them.
  if (!plain || plain[2].includes('xn--')) return null;
  const [, scheme, host, path, query, fragment] = plain;
  const search = query === undefined ? '' : plainQuery(query);
  if (search === null) return null;
  // Highlight fragments ("#:~:text=") point inside the same page.
  const hash = fragment === undefined || fragment.startsWith(':~:') ? '' : `#${fragment}`;
  const domain = host.startsWith('www.') ? host.slice(4) : host;
  return {
    url: `${scheme}${host}${path || '/'}${search}${hash}`,
    key: `${domain}${withoutTrailingSlashes(path)}${search}`,
    domain,
  };
}

/** `path.replace(/\/+$/, '')`. */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 0x2f) end -= 1;
  return end === path.length ? path : path.slice(0, end);
}

/** Cleans a URL, or returns null when it is not an http(s) URL. */
export function normaliseUrl(raw: string): NormalisedUrl | null {
  let trimmed = raw.trim();
  // `<https://…>`: the pattern is only run on a URL in angle brackets, the rare case it changes.
  if (trimmed.startsWith('<') || trimmed.endsWith('>')) trimmed = trimmed.replace(/^<|>$/g, '');
  const first = trimmed.charCodeAt(0);
  const url = (first === 0x77 || first === 0x57) && /^www\./i.test(trimmed) ? `https://${trimmed}` : trimmed;
  const plain = normalisePlainUrl(url);
  if (plain) return plain;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  // Reading the parameters of a URL without a query would only build an empty list.
  if (parsed.search !== '') {
    for (const name of [...parsed.searchParams.keys()]) {
      if (TRACKING_PARAMETER.test(name)) parsed.searchParams.delete(name);
    }
  }
  // Highlight fragments ("#:~:text=") point inside the same page.
  if (parsed.hash.startsWith('#:~:')) parsed.hash = '';
  const domain = parsed.hostname.toLowerCase().replace(/^www\./, '');
  const path = parsed.pathname.replace(/\/+$/, '');
  return { url: parsed.toString(), key: `${domain}${path}${parsed.search}`, domain };
}
