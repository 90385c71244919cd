import { describe, expect, it } from 'vitest';
import type { PlatformBindingView } from '#contracts';
import { assistantNames, simulatedIn } from './assistant-names.js';

const binding = (platform: PlatformBindingView['platform'], provider: string, batch = 'm'): PlatformBindingView => ({
  platform,
  provider,
  models: { batch, full: batch },
  simulated: provider === 'simulator',
  note: '',
});

describe('assistantNames', () => {
  it('names the bound providers, a compatible endpoint by its model, and marks simulated keys', () => {
    const bindings = [
      binding('assistant_a', 'openai'),
      binding('assistant_b', 'perplexity'),
      binding('assistant_c', 'openai-compatible', 'llama3.3:70b'),
      binding('aio', 'simulator'),
    ];
    expect(assistantNames(bindings, (p) => p === 'aio')).toEqual({
      assistant_a: 'ChatGPT',
      assistant_b: 'Perplexity',
      assistant_c: 'llama3.3:70b',
      aio: 'Google AI Overviews (simulated)',
    });
  });

  it('reads "simulated" from a scan’s answers: all of a platform’s answers from the simulator', () => {
    const simulated = simulatedIn([
      { platform: 'assistant_a', model: 'simulator/assistant_a-batch' },
      { platform: 'assistant_b', model: 'simulator/assistant_b-batch' },
      { platform: 'assistant_b', model: 'claude-haiku-5-5' },
    ]);
    expect([simulated('assistant_a'), simulated('assistant_b'), simulated('aio')]).toEqual([true, false, undefined]);
    expect(assistantNames([binding('aio', 'simulator')], simulated).aio).toBe('Google AI Overviews (simulated)');
    expect(assistantNames([binding('assistant_b', 'anthropic')], simulated).assistant_a).toBe('ChatGPT (simulated)');
  });
});
