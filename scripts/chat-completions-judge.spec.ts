import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrandProfile } from '#contracts';
import {
  type ChatCompletionsServer,
  startChatCompletionsServer,
} from '../apps/catalog/src/generator/testing/chat-completions-server.js';
import { ChatCompletionsJudge } from './chat-completions-judge.js';

const BRAND: BrandProfile = {
  name: 'Acme Analytics',
  aliases: ['Acme'],
  domains: ['acme.io'],
  products: ['Acme Pulse'],
  knownCompetitors: ['Mixpanel'],
  category: 'product analytics',
};
const ANSWER = { text: 'Acme is solid, but Mixpanel and Amplitude have better funnels.', brand: BRAND };

describe('ChatCompletionsJudge (the model-judged path of the evaluation)', () => {
  let server: ChatCompletionsServer;
  let judge: ChatCompletionsJudge;

  beforeAll(async () => {
    server = await startChatCompletionsServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.received.length = 0;
    judge = new ChatCompletionsJudge(new OpenAI({ baseURL: server.baseURL, apiKey: 'k', maxRetries: 0 }), 'judge-1');
  });

  it('asks for JSON at temperature 0 with the brand profile and the fenced answer', async () => {
    server.reply({ content: '{"sentiment": "Negative"}' });
    expect(await judge.judgeSentiment(ANSWER)).toBe('negative');
    const [request] = server.received;
    expect(request.body).toMatchObject({ model: 'judge-1', temperature: 0, response_format: { type: 'json_object' } });
    const [system, user] = request.body.messages ?? [];
    expect(system.role).toBe('system');
    expect(user.content).toContain('Brand: Acme Analytics');
    expect(user.content).toContain('Aliases: Acme; domains: acme.io');
    expect(user.content).toContain('Its own products (not competitors): Acme Pulse');
    expect(user.content).toContain(`<<<ANSWER\n${ANSWER.text}\nANSWER>>>`);
  });

  it('reads JSON in a markdown fence, and falls back to neutral for a label it does not know', async () => {
    server.reply({ content: '```json\n{"sentiment": "positive"}\n```' }, { content: '{"sentiment": "mixed"}' });
    expect(await judge.judgeSentiment(ANSWER)).toBe('positive');
    expect(await judge.judgeSentiment(ANSWER)).toBe('neutral');
  });

  it('returns the competitors named, as strings, and none when the reply has no list', async () => {
    server.reply({ content: '{"competitors": ["Mixpanel", "Amplitude"]}' }, { content: '{"rivals": "Mixpanel"}' });
    expect(await judge.judgeCompetitors(ANSWER)).toEqual(['Mixpanel', 'Amplitude']);
    expect(await judge.judgeCompetitors(ANSWER)).toEqual([]);
  });

  it('fails the judgement on a provider error or a reply that is not JSON (the evaluation counts it)', async () => {
    server.reply(
      { status: 429, error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } },
      { content: 'I think it is positive.' },
    );
    await expect(judge.judgeSentiment(ANSWER)).rejects.toThrow(/429/);
    await expect(judge.judgeSentiment(ANSWER)).rejects.toThrow(SyntaxError);
  });
});
