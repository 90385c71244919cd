import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_KEYS } from '#contracts';
import { ProviderPolicy } from '../../resilience/provider-policy.js';
import { createPlatformAdapter } from '../platform-adapter-factory.js';
import { resolvePlatformBindings } from '../platform-bindings.js';
import { askRequest } from './ask-request.js';
import { fakeProvidersEnv, startFakeProviders } from './fake-providers.js';
import type { LoopbackServer } from './loopback-server.js';

describe('fake providers for end-to-end scans', () => {
  let server: LoopbackServer;
  beforeAll(async () => {
    server = await startFakeProviders({ brand: 'Acme', brandDomain: 'acme.com' });
  });
  afterAll(async () => server.close());

  it('serves all four platform keys through their real adapters, bindings and policy', async () => {
    const bindings = resolvePlatformBindings(fakeProvidersEnv(server));
    const policy = new ProviderPolicy();
    for (const platform of PLATFORM_KEYS) {
      const binding = bindings[platform];
      expect(binding.simulated).toBe(false);
      const { answer, attempts } = await policy.askWithPolicy(
        createPlatformAdapter(binding),
        askRequest({ platform, mode: 'full' }),
        { model: binding.models.full },
      );
      expect(attempts).toBe(1);
      expect(answer.text).toContain('**Acme**');
      expect(answer.citations.map((c) => c.url)).toContain('https://www.acme.com/pricing?utm_source=openai');
    }
  });
});
