import type { ClientProxy } from '@nestjs/microservices';
import { describe, expect, it } from 'vitest';
import type { AppConfig, ServiceClient } from '#common';
import type { AuthenticatedCaller } from '#contracts';
import { ApiKeyAuthenticator } from './api-key-authenticator.js';

const KEY = `vis_${'A'.repeat(32)}`;
const CALLER: AuthenticatedCaller = { accountId: 'acc-1', plan: 'pro', keyPrefix: 'AAAAAAAA' };

/** An accounts service that knows the key, and counts its lookups. */
function accounts() {
  const state = {
    lookups: 0,
    client: {
      send: async () => {
        state.lookups++;
        return { caller: CALLER };
      },
    } as unknown as ServiceClient,
  };
  return { state };
}

function authenticator(client: ServiceClient) {
  return new ApiKeyAuthenticator(client, {} as ClientProxy, { AUTH_CACHE_TTL_MS: 60_000 } as AppConfig);
}

describe('ApiKeyAuthenticator', () => {
  it('looks a key up once and answers from its cache after that', async () => {
    const { state } = accounts();
    const auth = authenticator(state.client);
    expect(await auth.authenticate(KEY)).toEqual(CALLER);
    expect(await auth.authenticate(KEY)).toEqual(CALLER);
    expect(state.lookups).toBe(1);
  });

  it('a revocation notice drops the key’s cached lookup: the next request asks the accounts service', async () => {
    const { state } = accounts();
    const auth = authenticator(state.client);
    await auth.authenticate(KEY);
    auth.forget('BBBBBBBB'); // another key
    await auth.authenticate(KEY);
    expect(state.lookups).toBe(1);
    auth.forget(CALLER.keyPrefix);
    await auth.authenticate(KEY);
    expect(state.lookups).toBe(2);
  });

  it('a lookup overtaken by a revocation notice is used once, not kept', async () => {
    let answer!: (value: { caller: AuthenticatedCaller }) => void;
    let lookups = 0;
    const slow = {
      send: () => {
        lookups++;
        return lookups === 1
          ? new Promise<{ caller: AuthenticatedCaller }>((resolve) => {
              answer = resolve;
            })
          : Promise.resolve({ caller: CALLER });
      },
    } as unknown as ServiceClient;
    const auth = authenticator(slow);
    const first = auth.authenticate(KEY);
    auth.forget(CALLER.keyPrefix); // the notice arrives while the first lookup is on its way
    answer({ caller: CALLER });
    expect(await first).toEqual(CALLER);
    await auth.authenticate(KEY);
    expect(lookups).toBe(2);
  });
});
