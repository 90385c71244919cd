import type { EnvRecord } from '../providers/platform-bindings.js';
import type { SimulatorOptions } from './simulator-adapter.js';

/** Long enough that a local scan shows progress, short enough that a demo is quick. */
const DEFAULT_LATENCY_MS = 300;

export const SIMULATOR_ENV_VARS: readonly { name: string; description: string }[] = [
  {
    name: 'SIMULATOR_LATENCY_MS',
    description: 'Simulated answers take at least this many milliseconds (default 300).',
  },
  { name: 'SIMULATOR_JITTER_MS', description: 'Plus up to this many milliseconds, deterministic per run (default 0).' },
  {
    name: 'SIMULATOR_FAILURE_RATE',
    description: 'Fraction 0–1 of simulated runs whose first attempt fails with a retryable error (default 0).',
  },
  {
    name: 'SIMULATOR_FATAL_FAILURE_RATE',
    description: 'Fraction 0–1 of simulated runs that always fail with a non-retryable error (default 0).',
  },
];

export function simulatorOptionsFromEnv(env: EnvRecord): SimulatorOptions {
  return {
    latencyMs: readNumber(env, 'SIMULATOR_LATENCY_MS', 0, Number.MAX_SAFE_INTEGER) ?? DEFAULT_LATENCY_MS,
    jitterMs: readNumber(env, 'SIMULATOR_JITTER_MS', 0, Number.MAX_SAFE_INTEGER),
    failureRate: readNumber(env, 'SIMULATOR_FAILURE_RATE', 0, 1),
    fatalFailureRate: readNumber(env, 'SIMULATOR_FATAL_FAILURE_RATE', 0, 1),
  };
}

function readNumber(env: EnvRecord, name: string, min: number, max: number): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new RangeError(`${name}: "${raw}" is not a number between ${min} and ${max}`);
  }
  return value;
}
