import type { LookupAddress, LookupOptions } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import type { AddressVerdict } from './address-policy.js';
import { SiteFetchError } from './site-fetch-error.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to its addresses; the default is the system resolver. */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (host) => {
  const addresses = await dnsLookup(host, { all: true, order: 'verbatim' });
  return addresses.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

/**
 * A `lookup` for `net.connect` (through undici's connector) that resolves the host and refuses
 * the connection unless every address passes the policy. Checking here, where the socket gets
 * the address it will connect to, leaves no gap for DNS rebinding between check and connect.
 * One bad address refuses the host: a name that mixes public and private answers is suspect.
 */
export function createGuardedLookup(resolve: Resolver, judge: (address: string) => AddressVerdict): LookupFunction {
  return (hostname: string, options: LookupOptions, callback) => {
    resolve(hostname).then(
      (resolved) => {
        const wanted = resolved.filter(({ family }) => !options.family || options.family === family);
        if (wanted.length === 0) {
          callback(new SiteFetchError('DNS_FAILURE', `${hostname} has no usable address`), '');
          return;
        }
        for (const { address } of wanted) {
          const verdict = judge(address);
          if (!verdict.allowed) {
            callback(
              new SiteFetchError('BLOCKED_ADDRESS', `${hostname} resolves to a non-public address: ${verdict.reason}`),
              '',
            );
            return;
          }
        }
        if (options.all) {
          callback(
            null,
            wanted.map(({ address, family }): LookupAddress => ({ address, family })),
          );
        } else {
          const [first] = wanted as [ResolvedAddress];
          callback(null, first.address, first.family);
        }
      },
      (error: unknown) => {
        callback(
          new SiteFetchError('DNS_FAILURE', `${hostname} could not be resolved`, undefined, { cause: error }),
          '',
        );
      },
    );
  };
}
