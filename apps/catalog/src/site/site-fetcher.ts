import { isIP } from 'node:net';
import { Agent, fetch, type Response } from 'undici';
import { type AddressVerdict, judgeAddress } from './address-policy.js';
import { createGuardedLookup, type Resolver, systemResolver } from './guarded-lookup.js';
import { decodeHtml } from './html-decoder.js';
import { findSiteFetchError, SiteFetchError } from './site-fetch-error.js';

export interface SiteFetchOptions {
  /** Per page, redirects included. Default 10 s (decisions §6). */
  timeoutMs?: number;
  /** Decoded body bytes per page; the stream is aborted past it. Default 2 MB (decisions §6). */
  maxBytes?: number;
  /** Default 5 (decisions §6). */
  maxRedirects?: number;
  userAgent?: string;
  /** Tests only: connect to any address, loopback included. Never set in production. */
  allowPrivateAddresses?: boolean;
  /** Tests only: exact addresses treated as public, so a loopback "public" site can be set up. */
  allowAddresses?: readonly string[];
  /** Tests only: replaces the system resolver. */
  resolver?: Resolver;
}

export interface FetchedPage {
  /** The URL asked for. */
  requestedUrl: string;
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  contentType: string;
  charset: string;
  html: string;
  bytes: number;
}

export const SITE_FETCH_DEFAULTS = {
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
  userAgent: 'BrandVisibilityBot/0.1 (+site knowledge base)',
} as const;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/**
 * Fetches HTML pages of customer sites without letting a customer reach our own network: only
 * http(s), only public addresses (literal hosts checked before, resolved hosts at connect time,
 * on every redirect hop), bounded time and size. One instance keeps connections alive across
 * the pages of a crawl; `close()` it afterwards.
 */
export class SiteFetcher {
  private readonly options: Required<Omit<SiteFetchOptions, 'resolver' | 'allowAddresses'>>;
  private readonly allowed: ReadonlySet<string>;
  private readonly agent: Agent;

  constructor(options: SiteFetchOptions = {}) {
    this.options = {
      timeoutMs: options.timeoutMs ?? SITE_FETCH_DEFAULTS.timeoutMs,
      maxBytes: options.maxBytes ?? SITE_FETCH_DEFAULTS.maxBytes,
      maxRedirects: options.maxRedirects ?? SITE_FETCH_DEFAULTS.maxRedirects,
      userAgent: options.userAgent ?? SITE_FETCH_DEFAULTS.userAgent,
      allowPrivateAddresses: options.allowPrivateAddresses ?? false,
    };
    this.allowed = new Set((options.allowAddresses ?? []).map(canonicalAddress));
    this.agent = new Agent({
      connect: {
        lookup: createGuardedLookup(options.resolver ?? systemResolver, (address) => this.judge(address)),
        timeout: this.options.timeoutMs,
      },
      headersTimeout: this.options.timeoutMs,
      bodyTimeout: this.options.timeoutMs,
      connections: 4,
    });
  }

  /** Fetches one HTML page, following at most `maxRedirects` redirects. Throws SiteFetchError. */
  async fetchPage(url: string): Promise<FetchedPage> {
    const controller = new AbortController();
    const timer = setTimeout(
      () =>
        controller.abort(new SiteFetchError('TIMEOUT', `No complete answer within ${this.options.timeoutMs} ms`, url)),
      this.options.timeoutMs,
    );
    try {
      return await this.follow(url, controller.signal);
    } catch (error) {
      throw asSiteFetchError(error, url);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await this.agent.close();
  }

  private async follow(requestedUrl: string, signal: AbortSignal): Promise<FetchedPage> {
    let target = this.checkUrl(requestedUrl);
    for (let redirects = 0; ; redirects++) {
      const response = await fetch(target, {
        dispatcher: this.agent,
        redirect: 'manual',
        signal,
        headers: {
          'user-agent': this.options.userAgent,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-language': 'en;q=1, *;q=0.5',
        },
      });
      const location = response.headers.get('location');
      if (REDIRECT_STATUSES.has(response.status) && location !== null) {
        await response.body?.cancel();
        if (redirects >= this.options.maxRedirects) {
          throw new SiteFetchError(
            'TOO_MANY_REDIRECTS',
            `More than ${this.options.maxRedirects} redirects from ${requestedUrl}`,
            target.href,
          );
        }
        target = this.checkUrl(location, target);
        continue;
      }
      return await this.readHtml(requestedUrl, target.href, response);
    }
  }

  /** Refuses what must not be fetched before any connection: bad URLs, other schemes, non-public literal IPs. */
  private checkUrl(href: string, base?: URL): URL {
    let url: URL;
    try {
      // The WHATWG parser normalises IPv4 spellings (2130706433, 0177.0.0.1, 0x7f.1) to dotted form.
      url = new URL(href, base);
    } catch {
      throw new SiteFetchError('INVALID_URL', `Not a valid URL: ${href}`, href);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new SiteFetchError('UNSUPPORTED_SCHEME', `Only http and https are fetched, not ${url.protocol}`, url.href);
    }
    if (url.username !== '' || url.password !== '') {
      throw new SiteFetchError('INVALID_URL', 'URLs with credentials are not fetched', url.origin);
    }
    url.hash = '';
    // Sockets skip `lookup` for literal addresses, so those are judged here.
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) !== 0) {
      const verdict = this.judge(host);
      if (!verdict.allowed)
        throw new SiteFetchError('BLOCKED_ADDRESS', `Refused ${url.host}: ${verdict.reason}`, url.href);
    }
    return url;
  }

  private judge(address: string): AddressVerdict {
    if (this.options.allowPrivateAddresses || this.allowed.has(canonicalAddress(address))) return { allowed: true };
    return judgeAddress(address);
  }

  private async readHtml(requestedUrl: string, url: string, response: Response): Promise<FetchedPage> {
    if (!response.ok) {
      await response.body?.cancel();
      throw new SiteFetchError(`HTTP_${response.status}`, `${url} answered HTTP ${response.status}`, url);
    }
    const contentType = response.headers.get('content-type');
    const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
    if (mediaType !== undefined && !HTML_TYPES.has(mediaType)) {
      await response.body?.cancel();
      throw new SiteFetchError('NOT_HTML', `${url} is ${mediaType}, not HTML`, url);
    }
    const declaredLength = Number(response.headers.get('content-length') ?? Number.NaN);
    if (declaredLength > this.options.maxBytes) {
      await response.body?.cancel();
      throw this.tooLarge(url);
    }
    const bytes = await this.readBounded(response, url);
    if (mediaType === undefined && !looksLikeHtml(bytes)) {
      throw new SiteFetchError('NOT_HTML', `${url} has no content type and does not look like HTML`, url);
    }
    const { text, charset } = decodeHtml(bytes, contentType);
    return {
      requestedUrl,
      url,
      status: response.status,
      contentType: contentType ?? 'text/html',
      charset,
      html: text,
      bytes: bytes.byteLength,
    };
  }

  /** Reads the (decompressed) body, cancelling the stream as soon as it passes `maxBytes`. */
  private async readBounded(response: Response, url: string): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    let total = 0;
    if (response.body === null) return new Uint8Array(0);
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > this.options.maxBytes) {
        await reader.cancel();
        throw this.tooLarge(url);
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks, total);
  }

  private tooLarge(url: string): SiteFetchError {
    return new SiteFetchError('TOO_LARGE', `${url} is larger than ${this.options.maxBytes} bytes`, url);
  }
}

function looksLikeHtml(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 512))
    .toString('latin1')
    .trimStart()
    .toLowerCase();
  return head.startsWith('<!doctype html') || head.startsWith('<html') || head.startsWith('<head');
}

function canonicalAddress(address: string): string {
  return address
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

/** Maps whatever undici or the socket threw to a SiteFetchError. */
function asSiteFetchError(error: unknown, url: string): SiteFetchError {
  const known = findSiteFetchError(error);
  if (known !== undefined) {
    return known.url === undefined ? new SiteFetchError(known.code, known.message, url, { cause: known.cause }) : known;
  }
  const code = errorCode(error);
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') {
    return new SiteFetchError('TIMEOUT', `${url} did not answer in time`, url, { cause: error });
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new SiteFetchError('DNS_FAILURE', `${url} could not be resolved`, url, { cause: error });
  }
  return new SiteFetchError('CONNECTION_FAILED', `${url} could not be fetched: ${describe(error)}`, url, {
    cause: error,
  });
}

function errorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; depth < 8 && current instanceof Error; depth++) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = current.cause;
  }
  return undefined;
}

function describe(error: unknown): string {
  const root = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return root instanceof Error ? root.message : String(root);
}
