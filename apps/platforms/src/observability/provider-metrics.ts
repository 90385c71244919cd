import { Counter, Gauge, Histogram } from 'prom-client';
import { LATENCY_BUCKETS } from '#common';

export const runsProcessed = new Counter({
  name: 'visibility_runs_total',
  help: 'Runs processed by this platforms replica, by platform and outcome (succeeded, failed, requeued).',
  labelNames: ['platform', 'outcome'] as const,
});

export const providerCallDuration = new Histogram({
  name: 'visibility_provider_call_duration_seconds',
  help: 'Provider calls (one attempt each), by platform, provider and outcome (ok, error).',
  labelNames: ['platform', 'provider', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
});

export const providerErrors = new Counter({
  name: 'visibility_provider_errors_total',
  help: 'Failed provider calls, by platform, provider and kind (RATE_LIMITED, TIMEOUT, CIRCUIT_OPEN…).',
  labelNames: ['platform', 'provider', 'kind'] as const,
});

export const providerRetries = new Counter({
  name: 'visibility_provider_retries_total',
  help: 'Provider calls that were retries of an earlier attempt of the same run, by platform.',
  labelNames: ['platform', 'provider'] as const,
});

export const providerBreakerState = new Gauge({
  name: 'visibility_provider_breaker_state',
  help: "Circuit breaker of a platform's provider endpoint: 0 closed, 1 half-open, 2 open (the highest of its endpoints).",
  labelNames: ['platform', 'provider'] as const,
});

export const providerTokens = new Counter({
  name: 'visibility_provider_tokens_total',
  help: 'Tokens billed by providers, by platform, provider and direction (input, output).',
  labelNames: ['platform', 'provider', 'direction'] as const,
});

export const providerCost = new Counter({
  name: 'visibility_provider_cost_usd_total',
  help: 'Provider cost in US dollars, by platform and provider.',
  labelNames: ['platform', 'provider'] as const,
});
