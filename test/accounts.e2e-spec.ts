import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeNatsRequests, natsReply, natsRequest } from './harness/nats-request.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';

const run = promisify(execFile);

/** One request to a service, answered as it came (`response` or `err`). */
const rpc = <T>(stack: TestStack, subject: string, data: unknown) => natsReply<T>(stack, subject, data, 20_000);
/** One request to a service that must succeed. */
const ok = <T>(stack: TestStack, subject: string, data: unknown) => natsRequest<T>(stack, subject, data, 20_000);

interface CreatedAccount {
  accountId: string;
  apiKey: string;
  plan: string;
  creditBalance: number;
}

async function ledger(stack: TestStack, accountId: string) {
  const [row] = await stack.sql<{ balance: number; sum: number; rows: number }>(
    `select a.credit_balance as balance, coalesce(sum(l.amount), 0)::int as sum, count(l.id)::int as rows
       from accounts.accounts a left join accounts.credit_ledger l on l.account_id = a.id
      where a.id = $1 group by a.id`,
    [accountId],
  );
  return row;
}

async function cliFailure(
  stack: TestStack,
  ...args: string[]
): Promise<{ code: number; stderr: string; stdout: string }> {
  try {
    await run(process.execPath, ['dist/scripts/cli.js', ...args], { env: stack.env });
  } catch (error) {
    const e = error as { code: number; stderr: string; stdout: string };
    return { code: e.code, stderr: e.stderr, stdout: e.stdout };
  }
  throw new Error(`cli ${args.join(' ')} succeeded`);
}

describe('accounts: accounts, keys, credits and teams over NATS and the CLI', () => {
  let stack: TestStack;
  const issuedKeys: string[] = [];

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await closeNatsRequests();
    await stack?.stop();
  });

  async function createAccount(plan: string, ...extra: string[]): Promise<CreatedAccount> {
    const created = await stack.cli<CreatedAccount>(
      'account',
      'create',
      '--email',
      `${randomUUID()}@example.com`,
      '--plan',
      plan,
      ...extra,
    );
    issuedKeys.push(created.apiKey);
    return created;
  }

  describe('operator CLI', () => {
    it('creates accounts with the opening balance of their plan, or the one given', async () => {
      for (const [plan, credits] of [
        ['free', 100],
        ['starter', 1_000],
        ['pro', 5_000],
      ] as const) {
        const created = await createAccount(plan);
        expect(created).toEqual({
          accountId: expect.any(String),
          apiKey: expect.stringMatching(/^vis_[0-9A-Za-z]{32}$/),
          plan,
          creditBalance: credits,
        });
        expect(await ledger(stack, created.accountId)).toEqual({ balance: credits, sum: credits, rows: 1 });
      }
      expect((await createAccount('free', '--credits', '7')).creditBalance).toBe(7);
    });

    it('rejects bad input on stderr with a non-zero exit and nothing on stdout', async () => {
      const email = `${randomUUID()}@example.com`;
      await stack.cli('account', 'create', '--email', email, '--plan', 'free');
      const cases = [
        [['account', 'create', '--email', email, '--plan', 'free'], 1, /already/],
        [['account', 'create', '--email', 'not-an-email', '--plan', 'free'], 1, /email/],
        [['account', 'create', '--email', 'a@b.example', '--plan', 'gold'], 2, /--plan must be one of/],
        [['account', 'create', '--plan', 'free'], 2, /missing --email/],
        [['account', 'create', '--email', 'a@b.example', '--plan', 'free', '--credits', '-5'], 2, /credits/],
        [['credits', 'grant', '--account', randomUUID(), '--amount', '10'], 1, /NOT_FOUND/],
        [['key', 'revoke', '--key-prefix', 'ZZZZZZZZ'], 1, /NOT_FOUND/],
        [['account', 'delete'], 2, /Unknown command/],
        [['account', 'create', '--email', 'a@b.example', '--plan', 'free', '--colour', 'red'], 2, /colour/],
      ] as const;
      for (const [args, code, message] of cases) {
        const failure = await cliFailure(stack, ...args);
        expect(failure.code, args.join(' ')).toBe(code);
        expect(failure.stderr).toMatch(message);
        expect(failure.stdout).toBe('');
      }
    });

    it('issues and revokes keys, and grants credits', async () => {
      const account = await createAccount('free');
      const key = await stack.cli<{ accountId: string; apiKey: string; keyPrefix: string }>(
        'key',
        'create',
        '--account',
        account.accountId,
      );
      issuedKeys.push(key.apiKey);
      expect(key).toEqual({
        accountId: account.accountId,
        apiKey: expect.stringMatching(/^vis_/),
        keyPrefix: key.apiKey.slice(4, 12),
      });
      expect(await stack.cli('key', 'revoke', '--key-prefix', key.keyPrefix)).toEqual({
        keyPrefix: key.keyPrefix,
        revoked: true,
      });
      expect(await stack.cli('key', 'revoke', '--key-prefix', key.keyPrefix)).toEqual({
        keyPrefix: key.keyPrefix,
        revoked: false,
      });
      expect(await stack.cli('credits', 'grant', '--account', account.accountId, '--amount', '250')).toEqual({
        accountId: account.accountId,
        creditBalance: 350,
        creditWarning: null,
      });
      expect(await ledger(stack, account.accountId)).toEqual({ balance: 350, sum: 350, rows: 2 });
    });

    it('creates teams, adds members and shares agents; members see what is shared', async () => {
      const owner = await createAccount('pro');
      const member = await createAccount('free');
      const team = await stack.cli<{ teamId: string }>(
        'team',
        'create',
        '--name',
        'Marketing',
        '--owner',
        owner.accountId,
      );
      expect(team).toEqual({
        teamId: expect.any(String),
        name: 'Marketing',
        ownerAccountId: owner.accountId,
        members: [owner.accountId],
        sharedSyntheticIds: [],
      });
      const added = await stack.cli('team', 'add-member', '--team', team.teamId, '--account', member.accountId);
      expect(added).toMatchObject({ members: [owner.accountId, member.accountId] });
      // Sharing through NATS: the CLI first checks the agent in catalog, which this test does not create.
      await ok(stack, 'accounts.admin.share-agent', { teamId: team.teamId, syntheticId: 42 });
      const shared = await ok(stack, 'accounts.admin.share-agent', { teamId: team.teamId, syntheticId: 42 });
      expect(shared).toMatchObject({ sharedSyntheticIds: [42] });
      expect(await ok(stack, 'accounts.shared-agents', { accountId: member.accountId })).toEqual({
        syntheticIds: [42],
      });
      const outsider = await createAccount('free');
      expect(await ok(stack, 'accounts.shared-agents', { accountId: outsider.accountId })).toEqual({
        syntheticIds: [],
      });
      const unknown = await cliFailure(stack, 'team', 'share', '--team', team.teamId, '--synthetic-id', 'abc');
      expect(unknown).toMatchObject({ code: 2, stderr: expect.stringMatching(/positive integer/) });
    });
  });

  describe('credit ledger', () => {
    it('lets exactly 50 of 100 parallel reserves of 1 through a balance of 50, never below zero', async () => {
      const account = await createAccount('free', '--credits', '50');
      const replies = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          rpc<{ creditBalance: number }>(stack, 'accounts.credits.reserve', {
            accountId: account.accountId,
            reference: `race-${i}`,
            amount: 1,
          }),
        ),
      );
      const granted = replies.filter((r) => r.response);
      const refused = replies.filter((r) => r.err);
      expect(granted).toHaveLength(50);
      expect(refused).toHaveLength(50);
      for (const r of refused) {
        expect(r.err).toEqual({
          code: 'INSUFFICIENT_CREDITS',
          message: 'Insufficient credits',
          extra: { creditBalance: 0, upgradeUrl: expect.stringMatching(/^http/) },
        });
      }
      expect(await ledger(stack, account.accountId)).toEqual({ balance: 0, sum: 0, rows: 51 });
      const view = await ok<{ creditBalance: number; creditWarning: string }>(stack, 'accounts.get', {
        accountId: account.accountId,
      });
      expect(view.creditBalance).toBe(0);
      expect(view.creditWarning).toMatch(/out of credits/i);
    });

    it('charges a retried reserve once, even when the retries race', async () => {
      const account = await createAccount('free');
      const req = { accountId: account.accountId, reference: `scan-${randomUUID()}`, amount: 30 };
      const first = await ok(stack, 'accounts.credits.reserve', req);
      expect(first).toEqual({ accountId: account.accountId, creditBalance: 70, held: 30, creditWarning: null });
      const retries = await Promise.all(Array.from({ length: 10 }, () => ok(stack, 'accounts.credits.reserve', req)));
      for (const retry of retries) expect(retry).toEqual(first);
      const racing = { ...req, reference: `scan-${randomUUID()}` };
      const raced = await Promise.all(
        Array.from({ length: 10 }, () => ok<{ held: number }>(stack, 'accounts.credits.reserve', racing)),
      );
      for (const r of raced) expect(r).toMatchObject({ creditBalance: 40, held: 30 });
      expect(await ledger(stack, account.accountId)).toEqual({ balance: 40, sum: 40, rows: 3 });
    });

    it('settles (releasing the unused part) and refunds at most what was charged', async () => {
      const account = await createAccount('free');
      const reference = `scan-${randomUUID()}`;
      await ok(stack, 'accounts.credits.reserve', { accountId: account.accountId, reference, amount: 30 });
      expect(await ok(stack, 'accounts.credits.settle', { reference, amount: 12 })).toMatchObject({
        creditBalance: 88,
        held: 12,
      });
      // Settling again changes nothing.
      expect(await ok(stack, 'accounts.credits.settle', { reference, amount: 12 })).toMatchObject({
        creditBalance: 88,
        held: 12,
      });
      const failedRuns = { reference, amount: 2, reason: 'failed runs', operationId: 'failed-runs' };
      expect(await ok(stack, 'accounts.credits.refund', failedRuns)).toMatchObject({ creditBalance: 90, held: 10 });
      expect(await ok(stack, 'accounts.credits.refund', failedRuns)).toMatchObject({ creditBalance: 90, held: 10 });
      expect(
        await ok(stack, 'accounts.credits.refund', { reference, amount: 500, reason: 'scan failed' }),
      ).toMatchObject({
        creditBalance: 100,
        held: 0,
      });
      expect(await ok(stack, 'accounts.credits.refund', { reference, reason: 'scan failed' })).toMatchObject({
        creditBalance: 100,
        held: 0,
      });
      expect(await ledger(stack, account.accountId)).toEqual({ balance: 100, sum: 100, rows: 5 });
      const unknown = await rpc(stack, 'accounts.credits.refund', { reference: 'never-reserved', reason: 'x' });
      expect(unknown.err?.code).toBe('NOT_FOUND');
      const invalid = await rpc(stack, 'accounts.credits.reserve', {
        accountId: 'nope',
        reference: '',
        amount: -1,
      });
      expect(invalid.err).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: expect.arrayContaining([expect.objectContaining({ field: 'amount' })]),
      });
    });

    it('warns when credits are low', async () => {
      const account = await createAccount('free', '--credits', '29');
      const view = await ok<{ creditWarning: string }>(stack, 'accounts.get', { accountId: account.accountId });
      expect(view.creditWarning).toMatch(/low credits/i);
    });
  });

  describe('GET /api/visibility/account', () => {
    it('answers the plan, credits and (no) agents of the caller', async () => {
      const account = await createAccount('starter');
      const res = await request(stack.baseUrl).get('/api/visibility/account').set('x-api-key', account.apiKey);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        plan: 'starter',
        creditBalance: 1_000,
        creditWarning: null,
        agentCount: 0,
        agents: [],
        upgradeUrl: `${stack.baseUrl}/upgrade`,
        _service: expect.objectContaining({ what_is_service: expect.any(String), next_steps: expect.any(Array) }),
      });
      // The default upgrade URL is a page of the gateway saying how credits are added here.
      const page = await fetch(res.body.upgradeUrl);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('credits grant');
    });
  });

  describe('secrets', () => {
    it('stores no raw API key in any table of the accounts schema, and writes none to any log', async () => {
      expect(issuedKeys.length).toBeGreaterThan(5);
      const tables = await stack.sql<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'accounts' and table_type = 'BASE TABLE'",
      );
      const dump = (
        await Promise.all(tables.map(({ table_name }) => stack.sql(`select * from accounts."${table_name}"`)))
      )
        .flat()
        .map((row) => JSON.stringify(row))
        .join('\n');
      expect(dump).toContain(issuedKeys[0].slice(4, 12)); // the prefix is stored, as it should be
      const logs = stack.logs.map((l) => l.line).join('\n');
      for (const key of issuedKeys) {
        const secret = key.slice(4);
        expect(dump).not.toContain(secret);
        expect(logs).not.toContain(secret);
      }
    });
  });
});
