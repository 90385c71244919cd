import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { APP_CONFIG, type AppConfig, AppError, broadcastCacheNotice, NATS_CLIENT } from '#common';
import {
  ACCOUNTS,
  type AccountChangedEvent,
  type CreditsResponse,
  type GrantCreditsRequest,
  type GrantCreditsResponse,
  type RefundCreditsRequest,
  type ReserveCreditsRequest,
  type SettleCreditsRequest,
} from '#contracts';
import { creditsReleased, creditsReserved } from '../observability/credit-metrics.js';
import { PayloadChecks } from '../validation/payload-checks.js';
import { CreditLedgerRepository } from './credit-ledger.repository.js';
import { creditWarning } from './credit-warning.js';

/**
 * Credit movements (decisions §5). Each is one transaction that updates the balance atomically
 * and appends its ledger row, so the ledger always sums to the balance and the balance never
 * goes below zero, however many triggers race. After each, the gateways are told that the account
 * changed (their cached account overviews go).
 */
@Injectable()
export class CreditLedgerService {
  private readonly logger = new Logger(CreditLedgerService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly ledger: CreditLedgerRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
  ) {}

  /** Holds `amount` for a reference (the scan id). A retried reserve returns the first outcome, charging once. */
  async reserve(req: ReserveCreditsRequest): Promise<CreditsResponse> {
    const checks = new PayloadChecks();
    const accountId = checks.uuid('accountId', req.accountId);
    const reference = checks.text('reference', req.reference);
    const amount = checks.integer('amount', req.amount, 1);
    checks.done();
    return this.announced(
      this.tryReserve(accountId, reference, amount).catch((error: unknown) => {
        // A concurrent retry of the same reserve committed first: its row is now visible.
        if (error instanceof UniqueConstraintViolationException) return this.tryReserve(accountId, reference, amount);
        throw error;
      }),
    );
  }

  private tryReserve(accountId: string, reference: string, amount: number): Promise<CreditsResponse> {
    return this.em.fork().transactional(async (em) => {
      const existing = await this.ledger.findReservation(em, reference);
      if (existing) {
        if (existing.accountId !== accountId) {
          throw new AppError('VALIDATION_ERROR', `Reference ${reference} is already used by another account.`, [
            { field: 'reference', message: 'already used by another account' },
          ]);
        }
        return this.state(em, accountId, reference);
      }
      const balanceAfter = await this.ledger.debitIfCovered(em, accountId, amount);
      if (balanceAfter === null) {
        const balance = await this.ledger.balance(em, accountId);
        if (balance === null) throw this.noAccount(accountId);
        throw new AppError('INSUFFICIENT_CREDITS', 'Insufficient credits', undefined, {
          creditBalance: balance,
          upgradeUrl: this.config.UPGRADE_URL,
        });
      }
      await this.ledger.record(em, { accountId, kind: 'reserve', amount: -amount, balanceAfter, reference });
      creditsReserved.inc(amount);
      return this.response(accountId, balanceAfter, amount);
    });
  }

  /** Keeps what the scan owes and releases the rest of its reservation; retrying it changes nothing. */
  async settle(req: SettleCreditsRequest): Promise<CreditsResponse> {
    const checks = new PayloadChecks();
    const reference = checks.text('reference', req.reference);
    const owed = checks.integer('amount', req.amount, 0);
    checks.done();
    return this.announced(this.settleOnce(reference, owed));
  }

  private settleOnce(reference: string, owed: number): Promise<CreditsResponse> {
    return this.em.fork().transactional(async (em) => {
      const { accountId, balance } = await this.lockReservation(em, reference);
      const held = await this.ledger.held(em, reference);
      const release = held - owed;
      if (release <= 0) return this.response(accountId, balance, held);
      const balanceAfter = balance + release;
      await this.ledger.credit(em, accountId, release);
      await this.ledger.record(em, {
        accountId,
        kind: 'release',
        amount: release,
        balanceAfter,
        reference,
        reason: 'settled',
      });
      creditsReleased.inc({ reason: 'settled' }, release);
      return this.response(accountId, balanceAfter, owed);
    });
  }

  /** Gives back credits of failed runs or a failed scan: never more than the reference still holds. */
  async refund(req: RefundCreditsRequest): Promise<CreditsResponse> {
    const checks = new PayloadChecks();
    const reference = checks.text('reference', req.reference);
    const amount = req.amount === undefined ? undefined : checks.integer('amount', req.amount, 0);
    const reason = checks.text('reason', req.reason, 500);
    const operationId = req.operationId === undefined ? undefined : checks.text('operationId', req.operationId);
    checks.done();
    return this.announced(this.refundOnce(reference, amount, reason, operationId));
  }

  private refundOnce(
    reference: string,
    amount: number | undefined,
    reason: string,
    operationId: string | undefined,
  ): Promise<CreditsResponse> {
    return this.em.fork().transactional(async (em) => {
      const { accountId, balance } = await this.lockReservation(em, reference);
      const held = await this.ledger.held(em, reference);
      if (operationId && (await this.ledger.hasOperation(em, reference, operationId)))
        return this.response(accountId, balance, held);
      const refund = Math.min(amount ?? held, held);
      if (refund <= 0) return this.response(accountId, balance, held);
      const balanceAfter = balance + refund;
      await this.ledger.credit(em, accountId, refund);
      await this.ledger.record(em, {
        accountId,
        kind: 'refund',
        amount: refund,
        balanceAfter,
        reference,
        operationId,
        reason,
      });
      creditsReleased.inc({ reason: 'refund' }, refund);
      return this.response(accountId, balanceAfter, held - refund);
    });
  }

  async grant(req: GrantCreditsRequest): Promise<GrantCreditsResponse> {
    const checks = new PayloadChecks();
    const accountId = checks.uuid('accountId', req.accountId);
    const amount = checks.integer('amount', req.amount, 1);
    const reason = req.reason === undefined ? 'operator grant' : checks.text('reason', req.reason, 500);
    checks.done();
    return this.announced(
      this.em.fork().transactional(async (em) => {
        const balanceAfter = await this.ledger.credit(em, accountId, amount);
        if (balanceAfter === null) throw this.noAccount(accountId);
        await this.ledger.record(em, { accountId, kind: 'grant', amount, balanceAfter, reason });
        return { accountId, creditBalance: balanceAfter, creditWarning: creditWarning(balanceAfter) };
      }),
    );
  }

  /**
   * The movement's answer once the gateways were told that its account changed (after the commit,
   * so that an overview read after the notice sees it). Also after a retried movement that changed
   * nothing: a notice too many costs one fresh read. A lost notice is bounded by the caches' expiry.
   */
  private async announced<T extends { accountId: string }>(movement: Promise<T>): Promise<T> {
    const result = await movement;
    const notice: AccountChangedEvent = { accountId: result.accountId };
    await broadcastCacheNotice(
      this.nats,
      ACCOUNTS.accountChanged,
      notice,
      this.logger,
      `account ${result.accountId}: change`,
    );
    return result;
  }

  private async lockReservation(em: EntityManager, reference: string): Promise<{ accountId: string; balance: number }> {
    const reservation = await this.ledger.findReservation(em, reference);
    if (!reservation) throw new AppError('NOT_FOUND', `No credits were reserved for reference ${reference}.`);
    const balance = await this.ledger.lockBalance(em, reservation.accountId);
    if (balance === null) throw this.noAccount(reservation.accountId);
    return { accountId: reservation.accountId, balance };
  }

  private async state(em: EntityManager, accountId: string, reference: string): Promise<CreditsResponse> {
    const balance = await this.ledger.balance(em, accountId);
    if (balance === null) throw this.noAccount(accountId);
    return this.response(accountId, balance, await this.ledger.held(em, reference));
  }

  private response(accountId: string, creditBalance: number, held: number): CreditsResponse {
    return { accountId, creditBalance, held, creditWarning: creditWarning(creditBalance) };
  }

  private noAccount(accountId: string): AppError {
    return new AppError('NOT_FOUND', `No account ${accountId}.`);
  }
}
