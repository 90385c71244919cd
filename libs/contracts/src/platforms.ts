import type { BrandProfile, PersonaProfile } from './brand.js';
import type { PlatformKey, ScanMode } from './platform-keys.js';

/** A citation as a provider returns it natively (annotation, grounding chunk, search result). */
export interface NativeCitation {
  url: string;
  title?: string;
}

export interface RunUsage {
  inputTokens?: number;
  outputTokens?: number;
  /** Provider-reported or price-table cost in US dollars, when known. */
  costUsd?: number;
  /** Provider calls made for this run (e.g. SerpApi deferred follow-up = 2). */
  calls?: number;
}

/** What an adapter is asked: one run = one (query, persona, platform) call. */
export interface AskRequest {
  platform: PlatformKey;
  mode: ScanMode;
  query: string;
  persona: PersonaProfile | null;
  /** The brand being scanned; real providers never see it, the simulator uses it to write answers. */
  subject: BrandProfile;
  /** Deterministic seed for the simulator. */
  seed: string;
  /**
   * 1-based repeat of the same (query, persona, platform) cell within a scan. Real providers vary
   * by themselves; the simulator draws another answer for each repeat after the first.
   */
  sample?: number;
}

/** What an adapter answers. */
export interface AskAnswer {
  text: string;
  /** The model actually reported by the provider (simulator: `simulator/...`). */
  model: string;
  citations: NativeCitation[];
  usage: RunUsage;
  latencyMs: number;
}

/** JetStream message on `runs.<platform>`: one run to ask. */
export interface RunRequestedMessage {
  runId: string;
  scanId: string;
  request: AskRequest;
}

/** The outcome of one run, after the platform's retries. */
export type RunResultMessage =
  | { runId: string; scanId: string; platform: PlatformKey; ok: true; answer: AskAnswer; attempts: number }
  | {
      runId: string;
      scanId: string;
      platform: PlatformKey;
      ok: false;
      error: string;
      errorCode: string;
      attempts: number;
    };

/**
 * JetStream message on `results.batch`: the outcomes of the runs that finished together, so that
 * under load a result message carries several runs instead of one. (A message that is a single
 * `RunResultMessage`, on `results.<platform>`, is what platforms replicas before batching sent.)
 */
export interface RunResultBatchMessage {
  results: RunResultMessage[];
}

/** platforms service: request/reply besides the durable run streams. */
export const PLATFORMS = {
  bindings: 'platforms.bindings',
  usage: 'platforms.usage',
} as const;

/** Which provider and models answer for each platform key (no secrets). */
export interface PlatformBindingView {
  platform: PlatformKey;
  provider: string;
  models: Record<ScanMode, string>;
  simulated: boolean;
  note: string;
}
export interface PlatformBindingsResponse {
  bindings: PlatformBindingView[];
}

export interface ScanUsageRequest {
  scanId: string;
}
/** Provider usage of one scan, summed from the per-run records. */
export interface ScanUsageResponse {
  scanId: string;
  runs: number;
  providerCalls: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
  byPlatform: Partial<Record<PlatformKey, { runs: number; providerCalls: number; costUsd: number }>>;
}
