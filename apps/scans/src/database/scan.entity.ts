import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type {
  BrandProfile,
  PersonaProfile,
  PlatformDetail,
  PlatformKey,
  PlatformScores,
  ScanMode,
  ScanStatistics,
  TopicWithQueries,
} from '#contracts';

export const SCAN_STATUSES = ['preparing', 'running', 'completed', 'failed'] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];
export const ACTIVE_STATUSES: ScanStatus[] = ['preparing', 'running'];

export const Scan = defineEntity({
  name: 'Scan',
  tableName: 'scans',
  properties: {
    id: p.string().primary(),
    syntheticId: p.integer(),
    accountId: p.string(),
    mode: p.string().$type<ScanMode>(),
    maxQueries: p.integer(),
    samples: p.integer(),
    status: p.string().$type<ScanStatus>(),
    phase: p.string(),
    isNewAgent: p.boolean(),
    totalRuns: p.integer(),
    completedRuns: p.integer(),
    succeededRuns: p.integer(),
    creditsReserved: p.integer(),
    creditsCharged: p.integer().nullable(),
    reportToken: p.string().nullable(),
    brand: p.json<BrandProfile>().nullable(),
    topics: p.json<TopicWithQueries[]>().nullable(),
    personas: p.json<PersonaProfile[]>().nullable(),
    overallScore: p.integer().nullable(),
    platformScores: p.json<PlatformScores>().nullable(),
    platformDetails: p.json<Record<string, PlatformDetail>>().nullable(),
    simulated: p.boolean(),
    statistics: p.json<ScanStatistics>().nullable(),
    siteRead: p.boolean().nullable(),
    siteError: p.string().nullable(),
    failureReason: p.string().nullable(),
    /** The platforms chosen at trigger time; null: all four. */
    platforms: p.json<PlatformKey[]>().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    completedAt: p.datetime().nullable(),
  },
});
export type ScanRow = InferEntity<typeof Scan>;
