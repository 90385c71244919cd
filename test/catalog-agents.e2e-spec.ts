import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AgentView,
  CATALOG,
  type CreateAgentResponse,
  type IndexEntryView,
  type ListAgentsResponse,
  type PrepareAgentResponse,
  type PublishIndexResponse,
  type ResolveAgentResponse,
  type ScanInputsResponse,
} from '#contracts';
import { type FixtureSite, startFixtureSite } from '../apps/catalog/src/site/testing/fixture-site.js';
import { closeNatsRequests, NatsReplyError, natsRequest } from './harness/nats-request.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';

/** A site fetch reads up to five pages of up to 10 s each: prepare gets a long timeout, as scans gives it. */
const PREPARE_TIMEOUT_MS = 30_000;

async function rejection(promise: Promise<unknown>): Promise<NatsReplyError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof NatsReplyError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

function expectDefaultTopics(inputs: ScanInputsResponse, brandWords: RegExp) {
  expect(inputs.topics.length).toBeGreaterThanOrEqual(3);
  expect(inputs.topics.length).toBeLessThanOrEqual(5);
  for (const topic of inputs.topics) {
    expect(topic.id).toMatch(/^top_[A-Za-z0-9_-]+$/);
    expect(topic.queries.length).toBeGreaterThanOrEqual(4);
    expect(topic.queries.length).toBeLessThanOrEqual(8);
    for (const query of topic.queries) {
      expect(query.id).toMatch(/^q_[A-Za-z0-9_-]+$/);
      expect(query.query.length).toBeGreaterThanOrEqual(3);
      expect(query.query).not.toMatch(brandWords);
    }
  }
}

afterAll(async () => {
  await closeNatsRequests();
});

describe('catalog: agents from a loopback site (SITE_FETCH_ALLOW_PRIVATE=true)', () => {
  let site: FixtureSite;
  let stack: TestStack;
  let origin: string;

  beforeAll(async () => {
    site = await startFixtureSite();
    origin = `http://www.acme-analytics.test:${site.port}`;
    stack = await startTestStack({
      SITE_FETCH_ALLOW_PRIVATE: 'true',
      SITE_FETCH_RESOLVE: 'www.acme-analytics.test=127.0.0.1,acme-analytics.test=127.0.0.1',
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await site?.close();
  });

  it('creates an agent at once, named from its domain, without fetching the site', async () => {
    const started = Date.now();
    const { agent, created } = await natsRequest<CreateAgentResponse>(stack, CATALOG.createAgent, {
      accountId: 'acc_owner',
      url: `${origin}/pricing?utm_source=x#plans`,
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(created).toBe(true);
    expect(agent).toMatchObject({
      ownerAccountId: 'acc_owner',
      name: 'Acme Analytics',
      website: `${origin}/`,
      domain: 'acme-analytics.test',
      knowledgeStatus: 'pending',
      knowledgeError: null,
    });
    expect(Number.isInteger(agent.syntheticId) && agent.syntheticId > 0).toBe(true);
    expect(site.hits.size).toBe(0);
  });

  it('keeps one agent per (account, domain), also under concurrent creates', async () => {
    const urls = [
      'https://ACME-analytics.test/',
      'http://shop.acme-analytics.test/x',
      'acme-analytics.test',
      `${origin}/`,
    ];
    const answers = await Promise.all(
      urls.map((url) => natsRequest<CreateAgentResponse>(stack, CATALOG.createAgent, { accountId: 'acc_owner', url })),
    );
    expect(new Set(answers.map((a) => a.agent.syntheticId)).size).toBe(1);
    expect(answers.every((a) => a.created === false)).toBe(true);

    const racing = await Promise.all(
      Array.from({ length: 8 }, () =>
        natsRequest<CreateAgentResponse>(stack, CATALOG.createAgent, {
          accountId: 'acc_racer',
          url: 'https://racer.example/',
        }),
      ),
    );
    expect(new Set(racing.map((a) => a.agent.syntheticId)).size).toBe(1);
    expect(racing.filter((a) => a.created)).toHaveLength(1);

    const other = await natsRequest<CreateAgentResponse>(stack, CATALOG.createAgent, {
      accountId: 'acc_other',
      url: `${origin}/`,
    });
    expect(other.created).toBe(true);
    expect(other.agent.syntheticId).not.toBe(answers[0]!.agent.syntheticId);
    const rows = await stack.sql<{ n: string }>('select count(*) as n from catalog.agents where domain = $1', [
      'acme-analytics.test',
    ]);
    expect(rows[0]!.n).toBe('2');
  });

  it('refuses URLs that are not public websites', async () => {
    for (const url of ['ftp://acme.com', 'http://127.0.0.1:8080/', 'http://localhost/', 'not a url', 'https://co.uk']) {
      const error = await rejection(natsRequest(stack, CATALOG.createAgent, { accountId: 'acc_owner', url }));
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.details?.[0]?.field).toBe('url');
    }
    const resolveError = await rejection(
      natsRequest(stack, CATALOG.resolveAgent, { accountId: 'acc_owner', url: 'http://[::1]/' }),
    );
    expect(resolveError.code).toBe('VALIDATION_ERROR');
  });

  it('resolves by URL (the caller’s own agent only) and by syntheticId, never creating', async () => {
    const mine = await natsRequest<ResolveAgentResponse>(stack, CATALOG.resolveAgent, {
      accountId: 'acc_owner',
      url: 'https://www.Acme-Analytics.test/about',
    });
    expect(mine.domain).toBe('acme-analytics.test');
    expect(mine.agent?.ownerAccountId).toBe('acc_owner');

    const none = await natsRequest<ResolveAgentResponse>(stack, CATALOG.resolveAgent, {
      accountId: 'acc_nobody',
      url: 'https://acme-analytics.test',
    });
    expect(none).toEqual({ domain: 'acme-analytics.test', agent: null });
    const unknown = await natsRequest<ResolveAgentResponse>(stack, CATALOG.resolveAgent, {
      accountId: 'acc_owner',
      url: 'https://never-seen.example',
    });
    expect(unknown).toEqual({ domain: 'never-seen.example', agent: null });

    const byId = await natsRequest<ResolveAgentResponse>(stack, CATALOG.resolveAgent, {
      accountId: 'acc_x',
      syntheticId: mine.agent!.syntheticId,
    });
    expect(byId.agent?.syntheticId).toBe(mine.agent!.syntheticId);
    const missing = await natsRequest<ResolveAgentResponse>(stack, CATALOG.resolveAgent, {
      accountId: 'acc_x',
      syntheticId: 999_999,
    });
    expect(missing).toEqual({ domain: null, agent: null });
    const count = await stack.sql<{ n: string }>(
      "select count(*) as n from catalog.agents where domain = 'never-seen.example'",
    );
    expect(count[0]!.n).toBe('0');
  });

  it('gets and lists agents', async () => {
    const { agent } = await natsRequest<ResolveAgentResponse>(stack, CATALOG.resolveAgent, {
      accountId: 'acc_owner',
      url: origin,
    });
    const got = await natsRequest<AgentView>(stack, CATALOG.getAgent, { syntheticId: agent!.syntheticId });
    expect(got).toEqual(agent);
    const error = await rejection(natsRequest(stack, CATALOG.getAgent, { syntheticId: 999_999 }));
    expect(error.code).toBe('AGENT_NOT_FOUND');

    const owned = await natsRequest<ListAgentsResponse>(stack, CATALOG.listAgents, { ownerAccountId: 'acc_owner' });
    expect(owned.agents.map((a) => a.syntheticId)).toEqual([agent!.syntheticId]);
    const racer = await natsRequest<ResolveAgentResponse>(stack, CATALOG.resolveAgent, {
      accountId: 'acc_racer',
      url: 'racer.example',
    });
    const union = await natsRequest<ListAgentsResponse>(stack, CATALOG.listAgents, {
      ownerAccountId: 'acc_owner',
      syntheticIds: [racer.agent!.syntheticId, 999_999],
    });
    expect(union.agents.map((a) => a.syntheticId)).toEqual(
      [agent!.syntheticId, racer.agent!.syntheticId].sort((a, b) => a - b),
    );
  });

  it('prepares the agent: knowledge base from the site, its name, and default topics; idempotently', async () => {
    const { agent } = await natsRequest<ResolveAgentResponse>(stack, CATALOG.resolveAgent, {
      accountId: 'acc_owner',
      url: origin,
    });
    const syntheticId = agent!.syntheticId;
    const prepared = await natsRequest<PrepareAgentResponse>(
      stack,
      CATALOG.prepareAgent,
      { syntheticId },
      PREPARE_TIMEOUT_MS,
    );
    expect(prepared.siteFetched).toBe(true);
    expect(prepared.agent).toMatchObject({
      syntheticId,
      name: 'Acme Analytics',
      knowledgeStatus: 'ready',
      knowledgeError: null,
    });
    expect(prepared.knowledge).toMatchObject({
      name: 'Acme Analytics',
      description:
        'Acme Analytics is a product analytics platform for SaaS teams that want to understand how customers use their product.',
      aliases: ['Acme', 'AcmeHQ', 'Acme Analytics Ltd'],
      category: 'product analytics platform',
      products: ['Acme Insights', 'Acme Funnels', 'Acme Replay'],
      fetchOk: true,
    });
    expect(prepared.knowledge!.competitors).toEqual(
      expect.arrayContaining(['Google Analytics', 'Mixpanel', 'Amplitude', 'Heap', 'PostHog']),
    );
    // The agent was created from its pricing page URL; the crawl starts at the home page.
    expect(prepared.knowledge!.sources.every((s) => s.ok && s.url.startsWith(origin))).toBe(true);
    expect(prepared.defaultTopicsCreated).toBeGreaterThanOrEqual(3);

    const inputs = await natsRequest<ScanInputsResponse>(stack, CATALOG.scanInputs, { syntheticId });
    expect(inputs.topics).toHaveLength(prepared.defaultTopicsCreated);
    expectDefaultTopics(inputs, /\bacme\b/i);
    expect(inputs.brand).toEqual({
      name: 'Acme Analytics',
      aliases: ['Acme', 'AcmeHQ', 'Acme Analytics Ltd'],
      domains: ['acme-analytics.test'],
      products: ['Acme Insights', 'Acme Funnels', 'Acme Replay'],
      knownCompetitors: prepared.knowledge!.competitors,
      category: 'product analytics platform',
    });
    expect(inputs.personas).toEqual([]);

    const hitsBefore = [...site.hits.values()].reduce((a, b) => a + b, 0);
    const again = await natsRequest<PrepareAgentResponse>(
      stack,
      CATALOG.prepareAgent,
      { syntheticId },
      PREPARE_TIMEOUT_MS,
    );
    expect(again).toMatchObject({ siteFetched: false, defaultTopicsCreated: 0, agent: { knowledgeStatus: 'ready' } });
    expect([...site.hits.values()].reduce((a, b) => a + b, 0)).toBe(hitsBefore);
    const after = await natsRequest<ScanInputsResponse>(stack, CATALOG.scanInputs, { syntheticId });
    expect(after.topics).toEqual(inputs.topics);
  });

  it('adds default topics once under concurrent preparations', async () => {
    const { agent } = await natsRequest<CreateAgentResponse>(stack, CATALOG.createAgent, {
      accountId: 'acc_twice',
      url: origin,
    });
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        natsRequest<PrepareAgentResponse>(
          stack,
          CATALOG.prepareAgent,
          { syntheticId: agent.syntheticId },
          PREPARE_TIMEOUT_MS,
        ),
      ),
    );
    const created = results.map((r) => r.defaultTopicsCreated).filter((n) => n > 0);
    expect(created).toHaveLength(1);
    const inputs = await natsRequest<ScanInputsResponse>(stack, CATALOG.scanInputs, { syntheticId: agent.syntheticId });
    expect(inputs.topics).toHaveLength(created[0]!);
  });

  it('answers AGENT_NOT_FOUND for prepare and scan inputs of an unknown agent', async () => {
    for (const subject of [CATALOG.prepareAgent, CATALOG.scanInputs]) {
      expect((await rejection(natsRequest(stack, subject, { syntheticId: 424_242 }))).code).toBe('AGENT_NOT_FOUND');
    }
  });

  describe('public brand index', () => {
    let acme: AgentView;

    beforeAll(async () => {
      ({ agent: acme } = await natsRequest<CreateAgentResponse>(stack, CATALOG.createAgent, {
        accountId: 'acc_index',
        url: 'https://www.acme.co.uk/',
      }));
    });

    it('publishes under a slug from the domain label, idempotently, and suffixes a taken slug', async () => {
      const published = await natsRequest<PublishIndexResponse>(stack, CATALOG.publishIndex, {
        syntheticId: acme.syntheticId,
      });
      expect(published).toMatchObject({
        slug: 'acme',
        brandName: 'Acme',
        syntheticId: acme.syntheticId,
        domain: 'acme.co.uk',
        created: true,
      });
      const again = await natsRequest<PublishIndexResponse>(stack, CATALOG.publishIndex, {
        syntheticId: acme.syntheticId,
      });
      expect(again).toMatchObject({ slug: 'acme', created: false });

      const { agent: acmeCom } = await natsRequest<CreateAgentResponse>(stack, CATALOG.createAgent, {
        accountId: 'acc_index',
        url: 'acme.com',
      });
      const second = await natsRequest<PublishIndexResponse>(stack, CATALOG.publishIndex, {
        syntheticId: acmeCom.syntheticId,
      });
      expect(second).toMatchObject({ slug: 'acme-2', brandName: 'Acme', domain: 'acme.com' });
    });

    it('refuses a second agent of a published domain, an invalid slug and a taken slug', async () => {
      const { agent: copy } = await natsRequest<CreateAgentResponse>(stack, CATALOG.createAgent, {
        accountId: 'acc_copy',
        url: 'https://acme.co.uk',
      });
      const sameDomain = await rejection(natsRequest(stack, CATALOG.publishIndex, { syntheticId: copy.syntheticId }));
      expect(sameDomain.code).toBe('VALIDATION_ERROR');
      expect(sameDomain.message).toContain('acme.co.uk');

      const { agent: globex } = await natsRequest<CreateAgentResponse>(stack, CATALOG.createAgent, {
        accountId: 'acc_index',
        url: 'globex.example',
      });
      expect(
        (
          await rejection(
            natsRequest(stack, CATALOG.publishIndex, { syntheticId: globex.syntheticId, slug: 'not valid!' }),
          )
        ).code,
      ).toBe('VALIDATION_ERROR');
      expect(
        (await rejection(natsRequest(stack, CATALOG.publishIndex, { syntheticId: globex.syntheticId, slug: 'acme' })))
          .message,
      ).toContain('already taken');
      const custom = await natsRequest<PublishIndexResponse>(stack, CATALOG.publishIndex, {
        syntheticId: globex.syntheticId,
        slug: 'Globex-Corp',
      });
      expect(custom).toMatchObject({ slug: 'globex-corp', brandName: 'Globex' });
      const moved = await natsRequest<PublishIndexResponse>(stack, CATALOG.publishIndex, {
        syntheticId: globex.syntheticId,
        slug: 'globex',
      });
      expect(moved).toMatchObject({ slug: 'globex', created: false });
      expect((await rejection(natsRequest(stack, CATALOG.publishIndex, { syntheticId: 987_654 }))).code).toBe(
        'AGENT_NOT_FOUND',
      );
    });

    it('looks up by exactly one of slug, url or name', async () => {
      const bySlug = await natsRequest<IndexEntryView>(stack, CATALOG.lookupIndex, { slug: 'acme' });
      expect(bySlug).toMatchObject({
        slug: 'acme',
        brandName: 'Acme',
        domain: 'acme.co.uk',
        syntheticId: acme.syntheticId,
      });
      expect(bySlug.publishedAt).toEqual(expect.any(String));
      const byUrl = await natsRequest<IndexEntryView>(stack, CATALOG.lookupIndex, {
        url: 'https://shop.Acme.co.uk/p/1?x=2',
      });
      expect(byUrl.slug).toBe('acme');
      const byName = await natsRequest<IndexEntryView>(stack, CATALOG.lookupIndex, { name: 'GLOBEX' });
      expect(byName.slug).toBe('globex');

      const ambiguous = await rejection(natsRequest(stack, CATALOG.lookupIndex, { name: 'acme' }));
      expect(ambiguous.code).toBe('AMBIGUOUS_NAME');
      expect(ambiguous.extra).toEqual({
        candidates: [
          { slug: 'acme', brandName: 'Acme' },
          { slug: 'acme-2', brandName: 'Acme' },
        ],
      });

      for (const req of [{ slug: 'nobody' }, { url: 'https://nobody.example' }, { name: 'Nobody' }, { slug: 'ACME' }]) {
        const error = await rejection(natsRequest(stack, CATALOG.lookupIndex, req));
        expect(error.code).toBe('NOT_FOUND');
        expect(error.reason).toBe('Brand not found');
      }
      for (const req of [{}, { slug: 'acme', name: 'Acme' }, { url: 'not a url' }]) {
        expect((await rejection(natsRequest(stack, CATALOG.lookupIndex, req))).code).toBe('VALIDATION_ERROR');
      }
    });

    it('unpublishes by slug', async () => {
      const gone = await natsRequest(stack, CATALOG.unpublishIndex, { slug: 'acme-2' });
      expect(gone).toMatchObject({ slug: 'acme-2', unpublished: true });
      expect((await natsRequest<IndexEntryView>(stack, CATALOG.lookupIndex, { name: 'Acme' })).slug).toBe('acme');
      expect((await rejection(natsRequest(stack, CATALOG.unpublishIndex, { slug: 'acme-2' }))).code).toBe('NOT_FOUND');
    });
  });
});

describe('catalog: a loopback site without SITE_FETCH_ALLOW_PRIVATE', () => {
  let site: FixtureSite;
  let stack: TestStack;

  beforeAll(async () => {
    site = await startFixtureSite();
    stack = await startTestStack({ SITE_FETCH_RESOLVE: 'blocked-brand.test=127.0.0.1' }, ['catalog']);
    // Only the catalog runs here: wait for its health over NATS.
    for (let i = 0; ; i++) {
      try {
        await natsRequest(stack, 'catalog.health', {}, 1_000);
        break;
      } catch (error) {
        if (i > 100) throw error;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  });
  afterAll(async () => {
    await stack?.stop();
    await site?.close();
  });

  it('refuses the site, and still leaves a usable agent named from its domain, failed, with default topics', async () => {
    const { agent, created } = await natsRequest<CreateAgentResponse>(stack, CATALOG.createAgent, {
      accountId: 'acc_owner',
      url: `http://blocked-brand.test:${site.port}/`,
    });
    expect(created).toBe(true);
    const prepared = await natsRequest<PrepareAgentResponse>(
      stack,
      CATALOG.prepareAgent,
      { syntheticId: agent.syntheticId },
      PREPARE_TIMEOUT_MS,
    );
    expect(site.hits.size).toBe(0);
    expect(prepared.agent).toMatchObject({ name: 'Blocked Brand', knowledgeStatus: 'failed' });
    expect(prepared.agent.knowledgeError).toMatch(/non-public|blocked|loopback/i);
    expect(prepared.knowledge).toMatchObject({ name: 'Blocked Brand', fetchOk: false, products: [], competitors: [] });
    expect(prepared.defaultTopicsCreated).toBeGreaterThanOrEqual(3);

    const inputs = await natsRequest<ScanInputsResponse>(stack, CATALOG.scanInputs, { syntheticId: agent.syntheticId });
    expectDefaultTopics(inputs, /\bblocked brand\b/i);
    expect(inputs.brand).toMatchObject({ name: 'Blocked Brand', domains: ['blocked-brand.test'], aliases: [] });
  });
});
