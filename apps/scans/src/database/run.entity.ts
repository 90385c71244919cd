import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { AnalysisMethod, AnswerVerdict } from '#analysis';
import type { NativeCitation, PlatformKey, RunUsage } from '#contracts';

export const RUN_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** One run = one (query, persona, platform) call; its id is stable across redeliveries. */
export const Run = defineEntity({
  name: 'Run',
  tableName: 'runs',
  properties: {
    id: p.string().primary(),
    scanId: p.string(),
    ordinal: p.integer(),
    platform: p.string().$type<PlatformKey>(),
    queryId: p.string(),
    query: p.string(),
    topicId: p.string(),
    personaId: p.string().nullable(),
    sample: p.integer(),
    status: p.string().$type<RunStatus>(),
    model: p.string().nullable(),
    rawResponse: p.text().nullable(),
    nativeCitations: p.json<NativeCitation[]>().nullable(),
    mentioned: p.boolean().nullable(),
    position: p.integer().nullable(),
    sentiment: p.string().$type<'positive' | 'neutral' | 'negative' | 'none'>().nullable(),
    competitors: p.json<string[]>().nullable(),
    citedSources: p.json<{ url: string; title: string }[]>().nullable(),
    error: p.string().nullable(),
    errorCode: p.string().nullable(),
    attempts: p.integer().nullable(),
    latencyMs: p.integer().nullable(),
    usage: p.json<RunUsage>().nullable(),
    finishedAt: p.datetime().nullable(),
    /** Set once the run was judged (the model judge configured): the rules' verdict, kept beside the model's. */
    rulesVerdict: p.json<AnswerVerdict>().nullable(),
    modelVerdict: p.json<AnswerVerdict>().nullable(),
    judgeModel: p.string().nullable(),
    /** Why the model gave no verdict (`timeout: …`, `refusal: …`): the rules' verdict stands. */
    judgeError: p.string().nullable(),
    /** Whose verdict mentioned/position/sentiment/competitors hold; null: the rules' (not judged). */
    analysisMethod: p.string().$type<AnalysisMethod>().nullable(),
  },
});
export type RunRow = InferEntity<typeof Run>;
