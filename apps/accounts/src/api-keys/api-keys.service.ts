import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { AppError, broadcastCacheNotice, NATS_CLIENT } from '#common';
import {
  ACCOUNTS,
  API_KEY_PATTERN,
  type AuthenticateRequest,
  type AuthenticateResponse,
  type CreateKeyRequest,
  type CreateKeyResponse,
  type KeyRevokedEvent,
  type RevokeKeyRequest,
  type RevokeKeyResponse,
} from '#contracts';
import { Account } from '../accounts/account.entity.js';
import { PayloadChecks } from '../validation/payload-checks.js';
import { generateApiKey, hashApiKey } from './api-key-material.js';
import { ApiKeysRepository } from './api-keys.repository.js';

/** Prefixes are 8 base62 characters (~2^47): a collision is rare, and then a new key is drawn. */
const PREFIX_ATTEMPTS = 3;

/**
 * API keys (decisions §5): issued once and returned to the operator, stored only as a SHA-256
 * hash, revocable by prefix. Neither a key nor its hash is ever logged.
 */
@Injectable()
export class ApiKeysService {
  private readonly logger = new Logger(ApiKeysService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly keys: ApiKeysRepository,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
  ) {}

  async authenticate(req: AuthenticateRequest): Promise<AuthenticateResponse> {
    if (typeof req.apiKey !== 'string' || !API_KEY_PATTERN.test(req.apiKey)) return { caller: null };
    return { caller: await this.keys.findActiveCaller(this.em.fork(), hashApiKey(req.apiKey)) };
  }

  async create(req: CreateKeyRequest): Promise<CreateKeyResponse> {
    const checks = new PayloadChecks();
    const accountId = checks.uuid('accountId', req.accountId);
    checks.done();
    return this.em.fork().transactional(async (em) => {
      if (!(await em.findOne(Account, { id: accountId }))) throw new AppError('NOT_FOUND', `No account ${accountId}.`);
      return this.issue(em, accountId);
    });
  }

  /** Issues a key inside the caller's transaction (also used when an account is created). */
  async issue(em: EntityManager, accountId: string): Promise<CreateKeyResponse> {
    for (let attempt = 1; ; attempt++) {
      const { apiKey, keyPrefix, keyHash } = generateApiKey();
      try {
        // A savepoint, so that a prefix collision does not abort the surrounding transaction.
        await em.transactional((inner) => this.keys.insert(inner, accountId, { keyPrefix, keyHash }));
        return { accountId, apiKey, keyPrefix };
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException) || attempt >= PREFIX_ATTEMPTS) throw error;
      }
    }
  }

  async revoke(req: RevokeKeyRequest): Promise<RevokeKeyResponse> {
    const checks = new PayloadChecks();
    const keyPrefix = checks.text('keyPrefix', req.keyPrefix, 8);
    checks.done();
    const outcome = await this.keys.revoke(this.em.fork(), keyPrefix);
    if (outcome === 'unknown') throw new AppError('NOT_FOUND', `No API key with prefix ${keyPrefix}.`);
    // Also when it was revoked before: a notice lost then is sent again.
    await this.keyRevoked(keyPrefix);
    return { keyPrefix, revoked: outcome === 'revoked' };
  }

  /** Tells the gateways to drop their cached lookup of the key (ApiKeyAuthenticator). */
  private async keyRevoked(keyPrefix: string): Promise<void> {
    const notice: KeyRevokedEvent = { keyPrefix };
    await broadcastCacheNotice(this.nats, ACCOUNTS.keyRevoked, notice, this.logger, `key ${keyPrefix}: revocation`);
  }
}
