import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FallbackEvent, ModelGenerator } from './model-generator.js';
import { expandPersonaByRules } from './persona-rules.js';
import { type ChatCompletionsServer, startChatCompletionsServer } from './testing/chat-completions-server.js';
import { ACME_KB } from './testing/knowledge-bases.js';
import { defaultTopicsByRules } from './topic-rules.js';

const GOOD_TOPICS = {
  topics: [
    {
      name: 'Choosing product analytics',
      queries: [
        'best product analytics tool for B2B SaaS',
        'how to pick a product analytics platform',
        'product analytics must-have features',
        'event analytics vs web analytics',
      ],
    },
    {
      name: 'Alternatives',
      queries: [
        'Mixpanel alternatives',
        'cheaper alternative to Amplitude',
        'open source alternatives to Heap',
        'Heap vs PostHog',
        'Acme Analytics review',
      ],
    },
    {
      name: 'Pricing',
      queries: [
        'product analytics pricing compared',
        'free product analytics tools',
        'product analytics cost per tracked user',
        'is product analytics worth it for startups',
      ],
    },
  ],
};

describe('ModelGenerator against a loopback Chat Completions server', () => {
  let server: ChatCompletionsServer;
  let fallbacks: FallbackEvent[];
  let generator: ModelGenerator;

  beforeAll(async () => {
    server = await startChatCompletionsServer();
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    fallbacks = [];
    server.received.length = 0;
    generator = new ModelGenerator({
      baseURL: server.baseURL,
      model: 'gpt-4.1-mini',
      apiKey: 'sk-test-123',
      timeoutMs: 5_000,
      onFallback: (event) => fallbacks.push(event),
    });
  });

  it('asks for JSON with the model and key it was given', async () => {
    server.reply({ content: JSON.stringify(GOOD_TOPICS) });
    await generator.defaultTopics(ACME_KB);
    const [request] = server.received;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/chat/completions',
      authorization: 'Bearer sk-test-123',
      body: { model: 'gpt-4.1-mini', response_format: { type: 'json_object' } },
    });
    expect(request?.body.messages?.map((message) => message.role)).toEqual(['system', 'user']);
    expect(JSON.parse(request?.body.messages?.[1]?.content ?? '{}')).toMatchObject({
      brand: 'Acme Analytics',
      category: 'product analytics platform',
    });
  });

  it('uses good topics, dropping the one branded query', async () => {
    server.reply({ content: `\`\`\`json\n${JSON.stringify(GOOD_TOPICS)}\n\`\`\`` });
    const result = await generator.generateTopics(ACME_KB);
    expect(result.by).toBe('model');
    expect(result.value).toHaveLength(3);
    expect(result.value[1]?.queries).toEqual([
      'Mixpanel alternatives',
      'cheaper alternative to Amplitude',
      'open source alternatives to Heap',
      'Heap vs PostHog',
    ]);
    expect(fallbacks).toEqual([]);
  });

  it.each([
    {
      name: 'not JSON',
      reply: { content: 'Here are some topics: 1. Pricing 2. Alternatives' },
      reason: 'answer is not JSON',
    },
    { name: 'empty content', reply: { content: '' }, reason: 'empty answer' },
    {
      name: 'a refusal',
      reply: { content: null, refusal: 'I cannot help with that.' },
      reason: 'model refused: I cannot help with that.',
    },
    {
      name: 'the wrong shape',
      reply: { content: '{"topics":"pricing, alternatives"}' },
      reason: '"topics" is not an array',
    },
    {
      name: 'too few topics',
      reply: { content: JSON.stringify({ topics: GOOD_TOPICS.topics.slice(0, 2) }) },
      reason: 'only 2 usable topics',
    },
    {
      name: 'branded questions',
      reply: {
        content: JSON.stringify({
          topics: GOOD_TOPICS.topics.map((topic) => ({
            ...topic,
            queries: topic.queries.map((query) => `${query} like Acme`),
          })),
        }),
      },
      reason: 'only 0 usable topics',
    },
    {
      name: 'an HTTP 429',
      reply: {
        status: 429,
        error: { message: 'Rate limit reached for gpt-4.1-mini', type: 'requests', code: 'rate_limit_exceeded' },
      },
      reason: 'model call failed: 429',
    },
    {
      name: 'an HTTP 500',
      reply: { status: 500, error: { message: 'The server had an error', type: 'server_error', code: null } },
      reason: 'model call failed: 500',
    },
  ])('falls back to the rules on $name', async ({ reply, reason }) => {
    server.reply(reply);
    const result = await generator.generateTopics(ACME_KB);
    expect(result).toEqual({
      value: defaultTopicsByRules(ACME_KB),
      by: 'rule-based',
      fallbackReason: expect.stringContaining(reason),
    });
    expect(fallbacks).toEqual([{ task: 'defaultTopics', reason: result.fallbackReason }]);
    expect(server.received).toHaveLength(1);
  });

  it('falls back when the endpoint is unreachable', async () => {
    const offline = new ModelGenerator({
      baseURL: 'http://127.0.0.1:9/v1',
      model: 'm',
      onFallback: (event) => fallbacks.push(event),
    });
    const result = await offline.generateCompetitors(ACME_KB);
    expect(result.by).toBe('rule-based');
    expect(result.value).toEqual(ACME_KB.competitors);
    expect(fallbacks[0]?.reason).toMatch(/^model call failed/);
  });

  it('expands a persona, keeping the given name and only the contract demographics', async () => {
    server.reply({
      content: JSON.stringify({
        name: 'Marta the Marketer',
        role: 'Head of Growth',
        goals: ['Prove ROI of campaigns', 'Cut tool spend'],
        painPoints: ['Attribution is guesswork', 42],
        demographics: {
          companySize: '200-500',
          industry: 'SaaS',
          location: 'Berlin',
          ageRange: '35-44',
          expertiseLevel: 'Advanced',
          income: '90k',
        },
      }),
    });
    const persona = await generator.expandPersona(
      'A growth lead at a Berlin SaaS scale-up who needs to prove ROI.',
      'Growth Greta',
    );
    expect(persona).toEqual({
      name: 'Growth Greta',
      role: 'Head of Growth',
      goals: ['Prove ROI of campaigns', 'Cut tool spend'],
      painPoints: ['Attribution is guesswork'],
      demographics: {
        companySize: '200-500',
        industry: 'SaaS',
        location: 'Berlin',
        ageRange: '35-44',
        expertiseLevel: 'Advanced',
      },
    });
    expect(server.received[0]?.body.messages?.[1]?.content).toContain('Growth Greta');
  });

  it('falls back to the rule-based persona on a bad answer', async () => {
    const prompt = 'A marketing director in Germany who wants to prove ROI.';
    server.reply({ content: '{"name": "X", "goals": "prove ROI"}' });
    const result = await generator.generatePersona(prompt);
    expect(result).toEqual({
      value: expandPersonaByRules(prompt),
      by: 'rule-based',
      fallbackReason: '"goals" and "painPoints" must be string arrays',
    });
  });

  it('discovers competitors, never the brand', async () => {
    server.reply({
      content: JSON.stringify({ competitors: ['Mixpanel', 'Acme', 'Amplitude', 'mixpanel', 'Acme Insights', 'Pendo'] }),
    });
    expect(await generator.discoverCompetitors(ACME_KB)).toEqual(['Mixpanel', 'Amplitude', 'Pendo']);
  });
});
