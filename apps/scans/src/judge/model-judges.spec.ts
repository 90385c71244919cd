import { afterEach, describe, expect, it } from 'vitest';
import { DECISIONS_SECTION_3, JUDGE_VERDICT_SCHEMA, JudgeFailure } from '#analysis';
import type { BrandProfile } from '#contracts';
import {
  type LoopbackHandler,
  type LoopbackServer,
  scripted,
  startLoopbackServer,
} from '../../../platforms/src/providers/testing/loopback-server.js';
import { type JudgeSettings, ModelJudge } from './model-judges.js';
import { anthropicJudgeBody, geminiJudgeBody, judgeChatCompletionBody } from './testing/judge-wire.js';

const BRAND: BrandProfile = {
  name: 'Acme Analytics',
  aliases: ['Acme'],
  domains: ['acme.io'],
  products: ['Acme Pulse'],
  knownCompetitors: ['Mixpanel'],
  category: 'product analytics',
};
const ANSWER = {
  text: 'Top tools:\n1. Mixpanel – great funnels.\n2. Acme – solid, but pricey.\n3. Amplitude.',
  brand: BRAND,
};
const VERDICT = { mentioned: true, position: 2, sentiment: 'neutral', competitors: ['Mixpanel', 'Amplitude'] };

const OPENAI_RATE_LIMIT_BODY = {
  error: {
    message: 'Rate limit reached for gpt-5.4-mini on requests per min (RPM): Limit 500, Used 500, Requested 1.',
    type: 'requests',
    param: null,
    code: 'rate_limit_exceeded',
  },
};
const OPENAI_SERVER_ERROR_BODY = {
  error: {
    message: 'The server had an error while processing your request. Sorry about that!',
    type: 'server_error',
    param: null,
    code: null,
  },
};

describe('ModelJudge over Chat Completions (structured outputs, json_schema)', () => {
  let server: LoopbackServer;
  // A server a test closed itself (or the previous test's) is closed already.
  afterEach(async () => server?.close().catch(() => undefined));

  async function judgeWith(
    handler: LoopbackHandler,
    settings: Partial<JudgeSettings> = {},
  ): Promise<{ judge: ModelJudge; server: LoopbackServer }> {
    server = await startLoopbackServer(handler);
    const judge = new ModelJudge({
      provider: 'openai-compatible',
      model: 'qwen2.5:7b',
      baseURL: `${server.url}/v1`,
      timeoutMs: 2_000,
      maxAttempts: 2,
      ...settings,
    });
    return { judge, server };
  }

  async function failureOf(promise: Promise<unknown>): Promise<JudgeFailure> {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(JudgeFailure);
    return error as JudgeFailure;
  }

  it('asks with the json_schema response format and the §3 prompt, and reads the verdict', async () => {
    const { judge } = await judgeWith(() => ({
      body: judgeChatCompletionBody({ content: JSON.stringify(VERDICT) }),
    }));
    expect(await judge.judge(ANSWER)).toEqual(VERDICT);
    const [request] = server.requests;
    expect(request.path).toBe('/v1/chat/completions');
    const body = request.json as {
      model: string;
      temperature: number;
      response_format: { type: string; json_schema: { name: string; strict: boolean; schema: unknown } };
      messages: { role: string; content: string }[];
    };
    expect(body.model).toBe('qwen2.5:7b');
    expect(body.temperature).toBe(0);
    expect(body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'answer_verdict', strict: true, schema: JUDGE_VERDICT_SCHEMA },
    });
    const [system, user] = body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain(DECISIONS_SECTION_3);
    expect(user.content).toContain('Brand: Acme Analytics');
    expect(user.content).toContain('Its own products (not competitors): Acme Pulse');
    expect(user.content).toContain(`<<<ANSWER\n${ANSWER.text}\nANSWER>>>`);
  });

  it('sends no temperature to OpenAI itself (its reasoning models refuse one) and its key as a bearer token', async () => {
    const { judge } = await judgeWith(() => ({ body: judgeChatCompletionBody({ content: JSON.stringify(VERDICT) }) }), {
      provider: 'openai',
      model: 'gpt-5.4-mini',
      apiKey: 'sk-test',
    });
    await judge.judge(ANSWER);
    expect((server.requests[0].json as Record<string, unknown>).temperature).toBeUndefined();
    expect(server.requests[0].headers.authorization).toBe('Bearer sk-test');
  });

  it('fails with `refusal` on message.refusal, without asking again', async () => {
    const { judge } = await judgeWith(() => ({
      body: judgeChatCompletionBody({ content: null, refusal: "I'm sorry, I can't help with that request." }),
    }));
    const failure = await failureOf(judge.judge(ANSWER));
    expect(failure.kind).toBe('refusal');
    expect(failure.message).toContain("I can't help");
    expect(server.requests).toHaveLength(1);
  });

  it('fails with `malformed` on content that is not JSON, or cut short', async () => {
    const { judge } = await judgeWith(
      scripted(
        { body: judgeChatCompletionBody({ content: 'The brand is mentioned second, neutral.' }) },
        { body: judgeChatCompletionBody({ content: '{"mentioned": true, "posi', finishReason: 'length' }) },
      ),
    );
    expect((await failureOf(judge.judge(ANSWER))).kind).toBe('malformed');
    expect((await failureOf(judge.judge(ANSWER))).kind).toBe('malformed');
    expect(server.requests).toHaveLength(2);
  });

  it.each([
    ['a field missing', { mentioned: true, position: 2, sentiment: 'neutral' }],
    ['a label outside the enum', { ...VERDICT, sentiment: 'mixed' }],
    ['a fractional position', { ...VERDICT, position: 1.5 }],
    ['a field outside the schema', { ...VERDICT, confidence: 0.9 }],
    [
      'a sentiment for an unmentioned brand (§3)',
      { mentioned: false, position: 0, sentiment: 'neutral', competitors: [] },
    ],
    ['position 0 for a mentioned brand (§3)', { ...VERDICT, position: 0 }],
  ])('fails with `schema` on JSON with %s', async (_, reply) => {
    const { judge } = await judgeWith(() => ({ body: judgeChatCompletionBody({ content: JSON.stringify(reply) }) }));
    expect((await failureOf(judge.judge(ANSWER))).kind).toBe('schema');
  });

  it('asks again after a 500, and fails with `http` when every attempt fails', async () => {
    const { judge } = await judgeWith(
      scripted(
        { status: 500, body: OPENAI_SERVER_ERROR_BODY },
        { body: judgeChatCompletionBody({ content: JSON.stringify(VERDICT) }) },
      ),
    );
    expect(await judge.judge(ANSWER)).toEqual(VERDICT);
    expect(server.requests).toHaveLength(2);
    await server.close();

    const { judge: failing } = await judgeWith(() => ({ status: 500, body: OPENAI_SERVER_ERROR_BODY }));
    const failure = await failureOf(failing.judge(ANSWER));
    expect(failure).toMatchObject({ kind: 'http', status: 500 });
    expect(server.requests).toHaveLength(2);
  });

  it('waits out a 429 Retry-After that fits the time limit, and gives up at once on one that does not', async () => {
    const { judge } = await judgeWith(
      scripted(
        { status: 429, headers: { 'retry-after': '1' }, body: OPENAI_RATE_LIMIT_BODY },
        { body: judgeChatCompletionBody({ content: JSON.stringify(VERDICT) }) },
      ),
    );
    const started = Date.now();
    expect(await judge.judge(ANSWER)).toEqual(VERDICT);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(server.requests).toHaveLength(2);
    await server.close();

    const { judge: limited } = await judgeWith(() => ({
      status: 429,
      headers: { 'retry-after': '30' },
      body: OPENAI_RATE_LIMIT_BODY,
    }));
    const began = Date.now();
    const failure = await failureOf(limited.judge(ANSWER));
    expect(failure).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterMs: 30_000 });
    expect(Date.now() - began).toBeLessThan(1_000);
    expect(server.requests).toHaveLength(1);
  });

  it('fails with `timeout` when the server does not answer within the limit', async () => {
    const { judge } = await judgeWith(
      () => ({ delayMs: 3_000, body: judgeChatCompletionBody({ content: JSON.stringify(VERDICT) }) }),
      { timeoutMs: 300 },
    );
    const started = Date.now();
    const failure = await failureOf(judge.judge(ANSWER));
    expect(failure.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('fails with `network` when nothing listens, after asking again once', async () => {
    const gone = await startLoopbackServer(() => ({ status: 204 }));
    await gone.close();
    const judge = new ModelJudge({
      provider: 'openai-compatible',
      model: 'qwen2.5:7b',
      baseURL: `${gone.url}/v1`,
      timeoutMs: 2_000,
      maxAttempts: 2,
    });
    const failure = await failureOf(judge.judge(ANSWER));
    expect(failure.kind).toBe('network');
    expect(failure.message).toMatch(/could not reach openai-compatible/);
  });

  it('fails with `budget` when the caller stops it (the scan’s judging time ran out)', async () => {
    const { judge } = await judgeWith(() => ({
      delayMs: 3_000,
      body: judgeChatCompletionBody({ content: JSON.stringify(VERDICT) }),
    }));
    const failure = await failureOf(judge.judge(ANSWER, AbortSignal.timeout(200)));
    expect(failure.kind).toBe('budget');
  });
});

describe('ModelJudge over the Anthropic Messages API (output_config json_schema)', () => {
  let server: LoopbackServer;
  afterEach(async () => server?.close());

  it('asks for the schema as the output format and reads the JSON text; a refusal is a failure', async () => {
    server = await startLoopbackServer(
      scripted({ body: anthropicJudgeBody(JSON.stringify(VERDICT)) }, { body: anthropicJudgeBody('', 'refusal') }),
    );
    const judge = new ModelJudge({
      provider: 'anthropic',
      model: 'claude-haiku-5-5',
      apiKey: 'sk-ant-test',
      baseURL: server.url,
      timeoutMs: 2_000,
      maxAttempts: 1,
    });
    expect(await judge.judge(ANSWER)).toEqual(VERDICT);
    const [request] = server.requests;
    expect(request.path).toBe('/v1/messages');
    // This SDK version sends the key as a bearer token (older ones as x-api-key).
    expect(request.headers.authorization ?? request.headers['x-api-key']).toMatch(/sk-ant-test$/);
    const body = request.json as { output_config: unknown; system: string; messages: { content: string }[] };
    expect(body.output_config).toEqual({ format: { type: 'json_schema', schema: JUDGE_VERDICT_SCHEMA } });
    expect(body.system).toContain(DECISIONS_SECTION_3);
    await expect(judge.judge(ANSWER)).rejects.toMatchObject({ kind: 'refusal' });
  });
});

describe('ModelJudge over Gemini generateContent (responseJsonSchema)', () => {
  let server: LoopbackServer;
  afterEach(async () => server?.close());

  it('asks for JSON of the schema and reads the text; a safety stop is a refusal', async () => {
    server = await startLoopbackServer(
      scripted({ body: geminiJudgeBody(JSON.stringify(VERDICT)) }, { body: geminiJudgeBody('', 'SAFETY') }),
    );
    const judge = new ModelJudge({
      provider: 'gemini',
      model: 'gemini-3.5-flash',
      apiKey: 'gm-test',
      baseURL: server.url,
      timeoutMs: 2_000,
      maxAttempts: 1,
    });
    expect(await judge.judge(ANSWER)).toEqual(VERDICT);
    const [request] = server.requests;
    expect(request.path).toMatch(/\/models\/gemini-3\.5-flash:generateContent$/);
    const body = request.json as { generationConfig: Record<string, unknown>; systemInstruction: unknown };
    expect(body.generationConfig).toMatchObject({
      responseMimeType: 'application/json',
      responseJsonSchema: JUDGE_VERDICT_SCHEMA,
      temperature: 0,
    });
    expect(JSON.stringify(body.systemInstruction)).toContain('competitive set');
    await expect(judge.judge(ANSWER)).rejects.toMatchObject({ kind: 'refusal' });
  });
});
