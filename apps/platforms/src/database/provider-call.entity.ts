import { defineEntity, p } from '@mikro-orm/core';
import type { PlatformKey } from '#contracts';

/** What one run cost at its provider. */
export const ProviderCall = defineEntity({
  name: 'ProviderCall',
  tableName: 'provider_calls',
  properties: {
    runId: p.string().primary(),
    scanId: p.string(),
    platform: p.string().$type<PlatformKey>(),
    provider: p.string(),
    model: p.string().nullable(),
    ok: p.boolean(),
    errorCode: p.string().nullable(),
    attempts: p.integer(),
    providerCalls: p.integer(),
    inputTokens: p.integer().nullable(),
    outputTokens: p.integer().nullable(),
    costUsd: p.decimal('number').nullable(),
    latencyMs: p.integer().nullable(),
    createdAt: p.datetime(),
  },
});
