import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** An API key, known only by its SHA-256 hash; the prefix names it without revealing it. */
export const ApiKey = defineEntity({
  name: 'ApiKey',
  tableName: 'api_keys',
  properties: {
    id: p.uuid().primary(),
    accountId: p.uuid(),
    keyPrefix: p.string(),
    keyHash: p.string(),
    createdAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
  },
});
export type ApiKeyRow = InferEntity<typeof ApiKey>;
