import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError } from '#common';
import {
  type AccountView,
  type CreateAccountRequest,
  type CreateAccountResponse,
  type GetAccountRequest,
  PLAN_OPENING_CREDITS,
  PLANS,
} from '#contracts';
import { ApiKeysService } from '../api-keys/api-keys.service.js';
import { CreditLedgerRepository } from '../credits/credit-ledger.repository.js';
import { creditWarning } from '../credits/credit-warning.js';
import { PayloadChecks } from '../validation/payload-checks.js';
import { Account } from './account.entity.js';

@Injectable()
export class AccountsService {
  constructor(
    private readonly em: EntityManager,
    private readonly ledger: CreditLedgerRepository,
    private readonly apiKeys: ApiKeysService,
  ) {}

  /** The account, its opening ledger row and its first API key, in one transaction. */
  async create(req: CreateAccountRequest): Promise<CreateAccountResponse> {
    const checks = new PayloadChecks();
    const email = checks.email('email', req.email);
    const plan = checks.oneOf('plan', req.plan, PLANS);
    const credits = req.credits === undefined ? PLAN_OPENING_CREDITS[plan] : checks.integer('credits', req.credits, 0);
    checks.done();
    try {
      return await this.em.fork().transactional(async (em) => {
        const accountId = crypto.randomUUID();
        em.create(Account, { id: accountId, email, plan, creditBalance: credits, createdAt: new Date() });
        await em.flush();
        await this.ledger.record(em, {
          accountId,
          kind: 'opening',
          amount: credits,
          balanceAfter: credits,
          reason: `plan ${plan}`,
        });
        const { apiKey } = await this.apiKeys.issue(em, accountId);
        return { accountId, apiKey, plan, creditBalance: credits };
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new AppError('VALIDATION_ERROR', `An account with email ${email} already exists.`, [
          { field: 'email', message: 'already has an account' },
        ]);
      }
      throw error;
    }
  }

  async get(req: GetAccountRequest): Promise<AccountView> {
    const checks = new PayloadChecks();
    const accountId = checks.uuid('accountId', req.accountId);
    checks.done();
    const account = await this.em.fork().findOne(Account, { id: accountId });
    if (!account) throw new AppError('NOT_FOUND', `No account ${accountId}.`);
    return {
      accountId: account.id,
      email: account.email,
      plan: account.plan,
      creditBalance: account.creditBalance,
      creditWarning: creditWarning(account.creditBalance),
    };
  }
}
