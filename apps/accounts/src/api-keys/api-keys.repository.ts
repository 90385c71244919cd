import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthenticatedCaller, Plan } from '#contracts';
import { ApiKey } from './api-key.entity.js';
import type { ApiKeyMaterial } from './api-key-material.js';

/** Queries of the api_keys table: by hash to authenticate, by prefix to revoke. Never sees a raw key. */
export class ApiKeysRepository {
  async insert(em: EntityManager, accountId: string, material: Omit<ApiKeyMaterial, 'apiKey'>): Promise<void> {
    em.create(ApiKey, {
      id: crypto.randomUUID(),
      accountId,
      keyPrefix: material.keyPrefix,
      keyHash: material.keyHash,
      createdAt: new Date(),
      revokedAt: null,
    });
    await em.flush();
  }

  async findActiveCaller(em: EntityManager, keyHash: string): Promise<AuthenticatedCaller | null> {
    const rows = await em.execute<{ account_id: string; plan: Plan; key_prefix: string }[]>(
      `select a.id as account_id, a.plan, k.key_prefix
         from accounts.api_keys k join accounts.accounts a on a.id = k.account_id
        where k.key_hash = ? and k.revoked_at is null`,
      [keyHash],
    );
    const row = rows[0];
    return row ? { accountId: row.account_id, plan: row.plan, keyPrefix: row.key_prefix } : null;
  }

  /** 'revoked' now, 'already' revoked before, or 'unknown' prefix. */
  async revoke(em: EntityManager, keyPrefix: string): Promise<'revoked' | 'already' | 'unknown'> {
    const revoked = await em.execute(
      'update accounts.api_keys set revoked_at = now() where key_prefix = ? and revoked_at is null returning id',
      [keyPrefix],
    );
    if (revoked.length > 0) return 'revoked';
    return (await em.findOne(ApiKey, { keyPrefix })) ? 'already' : 'unknown';
  }
}
