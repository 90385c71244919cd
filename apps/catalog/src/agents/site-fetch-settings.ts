import { isIP } from 'node:net';
import type { AppConfig } from '#common';
import { type BuildKnowledgeBaseOptions, type ResolvedAddress, type Resolver, systemResolver } from '../site/index.js';

/**
 * Parses SITE_FETCH_RESOLVE (`host=address,…`) into a host → address map. Host names are
 * compared lower-cased and without a trailing dot, as the fetcher sees them.
 */
export function parseResolveOverrides(value: string | undefined): Map<string, ResolvedAddress> {
  const overrides = new Map<string, ResolvedAddress>();
  for (const pair of (value ?? '').split(',')) {
    const [host, address] = pair.split('=').map((part) => part.trim());
    if (!host || !address) continue;
    const family = isIP(address);
    if (family === 0) throw new Error(`SITE_FETCH_RESOLVE: "${address}" is not an IP address`);
    overrides.set(host.toLowerCase().replace(/\.$/, ''), { address, family: family === 6 ? 6 : 4 });
  }
  return overrides;
}

/** A resolver that answers the overridden hosts itself and asks the system for the rest. */
export function resolverWithOverrides(
  overrides: ReadonlyMap<string, ResolvedAddress>,
  fallback: Resolver = systemResolver,
): Resolver {
  return async (host) => {
    const override = overrides.get(host.toLowerCase().replace(/\.$/, ''));
    return override ? [override] : fallback(host);
  };
}

/** The site-fetch options of this deployment: production fetches public addresses through the system resolver. */
export function siteFetchOptions(
  config: Pick<AppConfig, 'SITE_FETCH_ALLOW_PRIVATE' | 'SITE_FETCH_RESOLVE'>,
): BuildKnowledgeBaseOptions {
  const overrides = parseResolveOverrides(config.SITE_FETCH_RESOLVE);
  return {
    allowPrivateAddresses: config.SITE_FETCH_ALLOW_PRIVATE,
    ...(overrides.size > 0 ? { resolver: resolverWithOverrides(overrides) } : {}),
  };
}
