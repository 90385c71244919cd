import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG, type CreateAgentResponse, type ScanInputsResponse } from '#contracts';
import { closeNatsRequests, natsRequest } from './harness/nats-request.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';

/**
 * Topics and personas through the gateway (interface.md §4.6–4.9, decisions §7), with the access
 * rules of decisions §5: the owner reads and writes, team members read, everybody else gets 404.
 */
describe('topics and personas through the gateway', () => {
  let stack: TestStack;
  let ownerAccountId: string;
  let memberKey: string;
  let strangerKey: string;
  let syntheticId: number;
  let otherAgentId: number;

  /** A fresh key of the owner: each key has its own 60-reads-a-minute budget (interface.md §8). */
  const ownerKey = async () =>
    (await stack.cli<{ apiKey: string }>('key', 'create', '--account', ownerAccountId)).apiKey;
  const get = (path: string, key?: string) => {
    const req = request(stack.baseUrl).get(path);
    return key ? req.set('x-api-key', key) : req;
  };
  const post = (path: string, body: object, key?: string) => {
    const req = request(stack.baseUrl).post(path).send(body);
    return key ? req.set('x-api-key', key) : req;
  };
  const q = (...texts: string[]) => texts.map((query) => ({ query }));

  beforeAll(async () => {
    stack = await startTestStack();
    const owner = await stack.cli<{ accountId: string }>(
      'account',
      'create',
      '--email',
      'owner@example.com',
      '--plan',
      'pro',
    );
    const member = await stack.cli<{ accountId: string; apiKey: string }>(
      'account',
      'create',
      '--email',
      'member@example.com',
      '--plan',
      'free',
    );
    const stranger = await stack.cli<{ apiKey: string }>(
      'account',
      'create',
      '--email',
      'stranger@example.com',
      '--plan',
      'free',
    );
    ownerAccountId = owner.accountId;
    memberKey = member.apiKey;
    strangerKey = stranger.apiKey;
    const created = await natsRequest<CreateAgentResponse>(stack, CATALOG.createAgent, {
      accountId: ownerAccountId,
      url: 'https://acme-topics.example/',
    });
    syntheticId = created.agent.syntheticId;
    const other = await natsRequest<CreateAgentResponse>(stack, CATALOG.createAgent, {
      accountId: ownerAccountId,
      url: 'https://other-brand.example/',
    });
    otherAgentId = other.agent.syntheticId;
    const team = await stack.cli<{ teamId: string }>(
      'team',
      'create',
      '--name',
      'Marketing',
      '--owner',
      ownerAccountId,
    );
    await stack.cli('team', 'add-member', '--team', team.teamId, '--account', member.accountId);
    await stack.cli('team', 'share', '--team', team.teamId, '--synthetic-id', String(syntheticId));
  });
  afterAll(async () => {
    await closeNatsRequests();
    await stack?.stop();
  });

  describe('topics', () => {
    let key: string;
    let topicId: string;

    beforeAll(async () => {
      key = await ownerKey();
    });

    it('lists no topics for a new agent', async () => {
      const res = await get(`/api/visibility/topics?syntheticId=${syntheticId}`, key);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ syntheticId, topicCount: 0, topics: [] });
      expect(res.body._service.what_is_service).toEqual(expect.any(String));
    });

    it('creates a topic with name (201), skipping repeats inside the request', async () => {
      const res = await post(
        '/api/visibility/topics',
        {
          syntheticId,
          name: '  CRM for startups ',
          queries: q(
            'What is the best CRM?',
            '  what is the BEST crm? ',
            'CRM pricing compared',
            'How do I choose a CRM?',
          ),
        },
        key,
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        success: true,
        topic: { name: 'CRM for startups', queryCount: 3 },
        queriesAdded: 3,
      });
      expect(res.body.topic.id).toMatch(/^top_[A-Za-z0-9_-]+$/);
      expect(Object.keys(res.body.topic).sort()).toEqual(['id', 'name', 'queryCount']);
      expect(res.body._service.what_happened).toContain('skipped');
      topicId = res.body.topic.id;
    });

    it('adds queries to an existing topic with topicId (200), not counting queries it already has', async () => {
      const res = await post(
        '/api/visibility/topics',
        {
          syntheticId,
          topicId,
          queries: q('CRM PRICING COMPARED', ' how do i choose a crm? ', 'Which CRM integrates with Gmail?'),
        },
        key,
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        topic: { id: topicId, name: 'CRM for startups', queryCount: 4 },
        queriesAdded: 1,
      });

      const none = await post(
        '/api/visibility/topics',
        { syntheticId, topicId, queries: q('what is the best crm?') },
        key,
      );
      expect(none.status).toBe(200);
      expect(none.body).toMatchObject({ queriesAdded: 0, topic: { queryCount: 4 } });
    });

    it('adds a query once when the same addition races', async () => {
      const answers = await Promise.all(
        [1, 2, 3, 4].map(() =>
          post('/api/visibility/topics', { syntheticId, topicId, queries: q('Racing query?') }, key),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(answers.reduce((sum, r) => sum + r.body.queriesAdded, 0)).toBe(1);
      expect(new Set(answers.map((r) => r.body.topic.queryCount))).toEqual(new Set([5]));
    });

    it('lists topics with their queries in creation order', async () => {
      await post(
        '/api/visibility/topics',
        { syntheticId, name: 'Sales pipeline', queries: q('How do I track deals?') },
        key,
      ).expect(201);
      const res = await get(`/api/visibility/topics?syntheticId=${syntheticId}`, key);
      expect(res.status).toBe(200);
      expect(res.body.topicCount).toBe(2);
      expect(res.body.topics[0]).toEqual({
        id: topicId,
        name: 'CRM for startups',
        queryCount: 5,
        queries: [
          { id: expect.stringMatching(/^q_[A-Za-z0-9_-]+$/), query: 'What is the best CRM?' },
          { id: expect.stringMatching(/^q_/), query: 'CRM pricing compared' },
          { id: expect.stringMatching(/^q_/), query: 'How do I choose a CRM?' },
          { id: expect.stringMatching(/^q_/), query: 'Which CRM integrates with Gmail?' },
          { id: expect.stringMatching(/^q_/), query: 'Racing query?' },
        ],
      });
      expect(res.body.topics[1]).toMatchObject({ name: 'Sales pipeline', queryCount: 1 });
    });

    it.each([
      ['both name and topicId', () => ({ syntheticId, name: 'x', topicId, queries: q('valid query') })],
      ['neither name nor topicId', () => ({ syntheticId, queries: q('valid query') })],
      ['no queries', () => ({ syntheticId, name: 'Empty', queries: [] })],
      [
        '51 queries',
        () => ({ syntheticId, name: 'Many', queries: q(...Array.from({ length: 51 }, (_, i) => `query number ${i}`)) }),
      ],
      ['a query of 2 characters', () => ({ syntheticId, name: 'Short', queries: q('ok') })],
      ['a query of 2 characters after trimming', () => ({ syntheticId, name: 'Short', queries: q('  ok  ') })],
      ['a query of 501 characters', () => ({ syntheticId, name: 'Long', queries: q('x'.repeat(501)) })],
      ['queries as plain strings', () => ({ syntheticId, name: 'Plain', queries: ['a plain string'] })],
      ['an unknown field', () => ({ syntheticId, name: 'Extra', queries: q('valid query'), color: 'red' })],
      [
        'an unknown field in a query',
        () => ({ syntheticId, name: 'Extra', queries: [{ query: 'valid query', weight: 2 }] }),
      ],
      ['syntheticId as a string', () => ({ syntheticId: String(syntheticId), name: 'Str', queries: q('valid query') })],
      ['syntheticId 0', () => ({ syntheticId: 0, name: 'Zero', queries: q('valid query') })],
      ['a name of 101 characters', () => ({ syntheticId, name: 'n'.repeat(101), queries: q('valid query') })],
      [
        'an existing topic name in another case',
        () => ({ syntheticId, name: 'crm FOR startups', queries: q('valid query') }),
      ],
    ])('refuses %s with 400 VALIDATION_ERROR', async (_label, body) => {
      const res = await post('/api/visibility/topics', body(), key);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: expect.any(String) });
      expect(res.body._service).toBeDefined();
    });

    it('accepts exactly 50 queries of 3 and 500 characters', async () => {
      const queries = q('abc', 'y'.repeat(500), ...Array.from({ length: 48 }, (_, i) => `limit query ${i}`));
      const res = await post('/api/visibility/topics', { syntheticId, name: 'Limits', queries }, key);
      expect(res.status).toBe(201);
      expect(res.body.queriesAdded).toBe(50);
    });

    it('answers 404 NOT_FOUND for a topicId the agent does not have', async () => {
      const unknown = await post(
        '/api/visibility/topics',
        { syntheticId, topicId: 'top_doesNotExist', queries: q('valid query') },
        key,
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'NOT_FOUND' });
      expect(unknown.body.error).toContain('top_doesNotExist');
      const ofOtherAgent = await post(
        '/api/visibility/topics',
        { syntheticId: otherAgentId, topicId, queries: q('valid query') },
        key,
      );
      expect(ofOtherAgent.status).toBe(404);
      expect(ofOtherAgent.body.code).toBe('NOT_FOUND');
    });

    it('validates syntheticId in the query string', async () => {
      for (const value of ['abc', '0', '-3', '1.5', '', '99999999999']) {
        const res = await get(`/api/visibility/topics?syntheticId=${encodeURIComponent(value)}`, key);
        expect(res.status, value).toBe(400);
        expect(res.body.code).toBe('VALIDATION_ERROR');
      }
      expect((await get('/api/visibility/topics', key)).status).toBe(400);
    });

    it('lets a team member read but not write, and hides the agent from strangers', async () => {
      const read = await get(`/api/visibility/topics?syntheticId=${syntheticId}`, memberKey);
      expect(read.status).toBe(200);
      expect(read.body.topicCount).toBe(3);
      const write = await post(
        '/api/visibility/topics',
        { syntheticId, name: 'Member topic', queries: q('valid query') },
        memberKey,
      );
      expect(write.status).toBe(403);
      expect(write.body.code).toBe('FORBIDDEN');

      const strangerRead = await get(`/api/visibility/topics?syntheticId=${syntheticId}`, strangerKey);
      expect(strangerRead.status).toBe(404);
      expect(strangerRead.body.code).toBe('AGENT_NOT_FOUND');
      const strangerWrite = await post(
        '/api/visibility/topics',
        { syntheticId, topicId, queries: q('valid query') },
        strangerKey,
      );
      expect(strangerWrite.status).toBe(404);
      expect(strangerWrite.body.code).toBe('AGENT_NOT_FOUND');
      const unshared = await get(`/api/visibility/topics?syntheticId=${otherAgentId}`, memberKey);
      expect(unshared.status).toBe(404);
      const absent = await get('/api/visibility/topics?syntheticId=987654', key);
      expect(absent.status).toBe(404);
      expect(absent.body.code).toBe('AGENT_NOT_FOUND');

      const anonymous = await get(`/api/visibility/topics?syntheticId=${syntheticId}`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('UNAUTHORIZED');
    });
  });

  describe('personas', () => {
    let key: string;

    beforeAll(async () => {
      key = await ownerKey();
    });

    it('lists no personas for a new agent', async () => {
      const res = await get(`/api/visibility/personas?syntheticId=${syntheticId}`, key);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ syntheticId, personaCount: 0, personas: [] });
      expect(res.body._service).toBeDefined();
    });

    it('creates a manual persona (201)', async () => {
      const res = await post(
        '/api/visibility/personas',
        {
          syntheticId,
          name: 'Ops Olivia',
          role: 'Head of Operations',
          goals: ['Fewer tools', 'Faster onboarding'],
          painPoints: ['Data silos'],
          demographics: {
            companySize: '50-200',
            industry: 'Logistics',
            location: 'Berlin',
            ageRange: '35-44',
            expertiseLevel: 'advanced',
          },
        },
        key,
      );
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        success: true,
        persona: {
          id: expect.stringMatching(/^per_[A-Za-z0-9_-]+$/),
          name: 'Ops Olivia',
          role: 'Head of Operations',
          goals: ['Fewer tools', 'Faster onboarding'],
          painPoints: ['Data silos'],
          demographics: {
            companySize: '50-200',
            industry: 'Logistics',
            location: 'Berlin',
            ageRange: '35-44',
            expertiseLevel: 'advanced',
          },
        },
        _service: expect.objectContaining({ what_happened: expect.any(String) }),
      });
    });

    it('creates a manual persona from a name alone', async () => {
      const res = await post('/api/visibility/personas', { syntheticId, name: 'Minimal Max' }, key);
      expect(res.status).toBe(201);
      expect(res.body.persona).toEqual({
        id: expect.stringMatching(/^per_/),
        name: 'Minimal Max',
        role: '',
        goals: [],
        painPoints: [],
      });
    });

    it('expands a prompt into a full persona (AI mode), keeping a given name', async () => {
      const prompt =
        'A CFO at a mid-size retailer in Lyon who worries about hidden costs and wants tools her finance team adopts quickly';
      const named = await post('/api/visibility/personas', { syntheticId, prompt, name: 'Cost-conscious Claire' }, key);
      expect(named.status).toBe(201);
      expect(named.body.persona).toMatchObject({ id: expect.stringMatching(/^per_/), name: 'Cost-conscious Claire' });
      expect(named.body.persona.role).toEqual(expect.any(String));
      expect(named.body.persona.goals.length).toBeGreaterThan(0);
      expect(named.body.persona.painPoints.length).toBeGreaterThan(0);
      for (const key of Object.keys(named.body.persona.demographics ?? {})) {
        expect(['companySize', 'industry', 'location', 'ageRange', 'expertiseLevel']).toContain(key);
      }
      expect(named.body._service.what_happened).toMatch(/rule-based|model/);

      const unnamed = await post(
        '/api/visibility/personas',
        { syntheticId, prompt: 'A developer evaluating analytics SDKs for a mobile app' },
        key,
      );
      expect(unnamed.status).toBe(201);
      expect(unnamed.body.persona.name.length).toBeGreaterThan(0);
      expect(unnamed.body.persona.name.length).toBeLessThanOrEqual(100);
    });

    it.each([
      ['neither name nor prompt', { role: 'CTO' }],
      ['an empty name', { name: '   ' }],
      ['a name of 101 characters', { name: 'n'.repeat(101) }],
      ['11 goals', { name: 'G', goals: Array.from({ length: 11 }, (_, i) => `goal ${i}`) }],
      ['a goal of 301 characters', { name: 'G', goals: ['g'.repeat(301)] }],
      ['11 pain points', { name: 'P', painPoints: Array.from({ length: 11 }, (_, i) => `pain ${i}`) }],
      ['a pain point that is not a string', { name: 'P', painPoints: [42] }],
      ['an unknown demographics key', { name: 'D', demographics: { income: 'high' } }],
      ['a demographics value that is not a string', { name: 'D', demographics: { ageRange: 30 } }],
      ['demographics as an array', { name: 'D', demographics: ['Berlin'] }],
      ['a prompt of 9 characters', { prompt: 'too short' }],
      ['a prompt of 2,001 characters', { prompt: 'p'.repeat(2001) }],
      ['an unknown field', { name: 'U', age: 40 }],
    ])('refuses %s with 400 VALIDATION_ERROR', async (_label, body) => {
      const res = await post('/api/visibility/personas', { syntheticId, ...body }, key);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    });

    it('accepts the limits themselves', async () => {
      const res = await post(
        '/api/visibility/personas',
        {
          syntheticId,
          name: 'n'.repeat(100),
          goals: Array.from({ length: 10 }, () => 'g'.repeat(300)),
          painPoints: Array.from({ length: 10 }, () => 'p'.repeat(300)),
          demographics: { location: 'Lisbon' },
        },
        key,
      );
      expect(res.status).toBe(201);
      expect(res.body.persona.goals).toHaveLength(10);
      expect(res.body.persona.demographics).toEqual({ location: 'Lisbon' });
    });

    it('keeps at most 10 personas per agent: the 11th is refused with 400', async () => {
      const before = await get(`/api/visibility/personas?syntheticId=${syntheticId}`, key);
      for (let n = before.body.personaCount; n < 10; n++) {
        await post('/api/visibility/personas', { syntheticId, name: `Persona ${n + 1}` }, key).expect(201);
      }
      const eleventh = await post('/api/visibility/personas', { syntheticId, name: 'One too many' }, key);
      expect(eleventh.status).toBe(400);
      expect(eleventh.body.code).toBe('VALIDATION_ERROR');
      expect(eleventh.body.error).toContain('10 personas');
      const aiEleventh = await post(
        '/api/visibility/personas',
        { syntheticId, prompt: 'Another buyer who would be the eleventh' },
        key,
      );
      expect(aiEleventh.status).toBe(400);

      const list = await get(`/api/visibility/personas?syntheticId=${syntheticId}`, key);
      expect(list.body.personaCount).toBe(10);
      expect(list.body.personas).toHaveLength(10);
      expect(list.body.personas[0].name).toBe('Ops Olivia');
      expect(new Set(list.body.personas.map((p: { id: string }) => p.id)).size).toBe(10);
    });

    it('holds the limit of 10 under concurrent creates', async () => {
      const racingKey = await ownerKey();
      const answers = await Promise.all(
        Array.from({ length: 13 }, (_, i) =>
          post('/api/visibility/personas', { syntheticId: otherAgentId, name: `Racer ${i}` }, racingKey),
        ),
      );
      expect(answers.filter((r) => r.status === 201)).toHaveLength(10);
      expect(answers.filter((r) => r.status === 400 && r.body.code === 'VALIDATION_ERROR')).toHaveLength(3);
    });

    it('lets a team member read but not write, and hides the agent from strangers', async () => {
      const read = await get(`/api/visibility/personas?syntheticId=${syntheticId}`, memberKey);
      expect(read.status).toBe(200);
      expect(read.body.personaCount).toBe(10);
      const write = await post('/api/visibility/personas', { syntheticId: otherAgentId, name: 'Not mine' }, memberKey);
      expect(write.status).toBe(404);
      const forbidden = await post('/api/visibility/personas', { syntheticId, name: 'Member persona' }, memberKey);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.code).toBe('FORBIDDEN');
      const strangerRead = await get(`/api/visibility/personas?syntheticId=${syntheticId}`, strangerKey);
      expect(strangerRead.status).toBe(404);
      expect(strangerRead.body.code).toBe('AGENT_NOT_FOUND');
      const strangerWrite = await post('/api/visibility/personas', { syntheticId, name: 'Intruder' }, strangerKey);
      expect(strangerWrite.status).toBe(404);
      expect(strangerWrite.body.code).toBe('AGENT_NOT_FOUND');
      expect((await get('/api/visibility/personas?syntheticId=abc', key)).status).toBe(400);
    });

    it('gives a scan the topics and personas in creation order', async () => {
      const inputs = await natsRequest<ScanInputsResponse>(stack, CATALOG.scanInputs, { syntheticId });
      expect(inputs.topics.map((t) => t.name)).toEqual(['CRM for startups', 'Sales pipeline', 'Limits']);
      expect(inputs.topics[0]!.queries.map((x) => x.query)).toEqual([
        'What is the best CRM?',
        'CRM pricing compared',
        'How do I choose a CRM?',
        'Which CRM integrates with Gmail?',
        'Racing query?',
      ]);
      expect(inputs.personas).toHaveLength(10);
      expect(inputs.personas[0]).toMatchObject({ name: 'Ops Olivia', role: 'Head of Operations' });
      expect(inputs.brand).toMatchObject({ name: 'Acme Topics', domains: ['acme-topics.example'] });
    });
  });
});
