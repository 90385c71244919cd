/**
 * The statistics behind the report's uncertainty: pure functions, no I/O, deterministic.
 *
 * - Mention rates carry a Wilson score interval (Wilson 1927; Newcombe 1998 method 3): unlike
 *   the textbook normal interval it never leaves [0, 1] and does not collapse to a point at 0/n or
 *   n/n, which is where small scans usually are.
 * - Scores (means of per-run scores, decisions §4) carry a percentile bootstrap interval over the
 *   runs, with a fixed seed so that the same runs always give the same interval.
 * - Two scans are compared with a two-sided two-proportion z-test on their mention rates.
 */

/** z for a two-sided 95% interval (the 0.975 quantile of the standard normal). */
export const Z_95 = 1.959963984540054;

/** Significance level of the comparisons between scans. */
export const ALPHA = 0.05;

export interface Interval {
  lower: number;
  upper: number;
}

export type ConfidenceLabel = 'low' | 'directional' | 'high';

/** How far a figure resting on `n` answers can be read: low n < 5, directional 5–29, high ≥ 30. */
export function confidenceLabel(n: number): ConfidenceLabel {
  if (n < 5) return 'low';
  if (n < 30) return 'directional';
  return 'high';
}

/** Wilson score interval of `successes` out of `n` (95% unless `z` says otherwise); [0, 1] for n = 0. */
export function wilsonInterval(successes: number, n: number, z = Z_95): Interval {
  if (n <= 0) return { lower: 0, upper: 1 };
  const p = successes / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  // At 0/n and n/n the bound is exact; clamp the floating-point residue elsewhere.
  return {
    lower: successes <= 0 ? 0 : Math.max(0, centre - half),
    upper: successes >= n ? 1 : Math.min(1, centre + half),
  };
}

/** A small, fast deterministic PRNG (mulberry32) seeded from a string (FNV-1a); values in [0, 1). */
export function seededUniform(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    state ^= seed.charCodeAt(i);
    state = Math.imul(state, 0x01000193);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface BootstrapOptions {
  /** Resamples; 2,000 keeps the 2.5% and 97.5% percentiles stable to well under a point. */
  resamples?: number;
  seed?: string;
}

const DEFAULT_RESAMPLES = 2_000;
const DEFAULT_SEED = 'visibility-bootstrap';

/**
 * Percentile bootstrap 95% interval of the mean of several groups' means (one group per platform,
 * each resampled on its own: a stratified bootstrap). One group is the interval of a platform
 * score, all platforms with runs the interval of the overall score (decisions §4: the mean of the
 * platform scores). Empty groups are left out, as the score leaves them out; no group → null.
 */
export function bootstrapMeanOfMeans(
  groups: readonly (readonly number[])[],
  options: BootstrapOptions = {},
): Interval | null {
  const used = groups.filter((g) => g.length > 0);
  if (!used.length) return null;
  const resamples = options.resamples ?? DEFAULT_RESAMPLES;
  const random = seededUniform(options.seed ?? DEFAULT_SEED);
  const estimates = new Float64Array(resamples);
  for (let b = 0; b < resamples; b++) {
    let total = 0;
    for (const group of used) {
      let sum = 0;
      for (let i = 0; i < group.length; i++) sum += group[Math.floor(random() * group.length)];
      total += sum / group.length;
    }
    estimates[b] = total / used.length;
  }
  estimates.sort();
  return { lower: quantile(estimates, 0.025), upper: quantile(estimates, 0.975) };
}

/** Linear-interpolation quantile (type 7) of sorted values. */
function quantile(sorted: Float64Array, q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

/**
 * 95% interval of a visibility score (0–100) from its runs' scores (0–1), grouped by platform.
 *
 * The bootstrap alone collapses to a point when every run scored the same (0 mentions out of 8
 * gives "0 to 0", which claims a certainty 8 answers cannot give). A score is the mention rate
 * times the mean score of the answers that mention the brand, so the interval is widened to
 * contain the Wilson interval of the pooled mention rate times that mean (1, the best a mention
 * can score, when nothing mentioned the brand): honest at the edges, the bootstrap elsewhere.
 */
export function scoreInterval(groups: readonly (readonly number[])[], options: BootstrapOptions = {}): Interval | null {
  const bootstrap = bootstrapMeanOfMeans(groups, options);
  if (!bootstrap) return null;
  const all = groups.flat();
  const mentioned = all.filter((s) => s > 0);
  const meanWhenMentioned = mentioned.length ? mentioned.reduce((a, b) => a + b, 0) / mentioned.length : 1;
  const rate = wilsonInterval(mentioned.length, all.length);
  const lower = Math.min(bootstrap.lower, rate.lower * meanWhenMentioned);
  const upper = Math.max(bootstrap.upper, rate.upper * meanWhenMentioned);
  return { lower: Math.max(0, Math.round(100 * lower)), upper: Math.min(100, Math.round(100 * upper)) };
}

/** Standard normal cumulative distribution (erfc by the Numerical Recipes Chebyshev fit, |error| < 1.2e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.5 * (Math.abs(x) / Math.SQRT2));
  const y =
    t *
    Math.exp(
      -(x * x) / 2 -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  // y = erfc(|x|/√2); Φ(x) = 1 − erfc(x/√2)/2 for x ≥ 0.
  return x >= 0 ? 1 - y / 2 : y / 2;
}

export interface ProportionTest {
  /** Difference of the two proportions, first minus second. */
  difference: number;
  z: number;
  /** Two-sided p-value. */
  pValue: number;
  /** pValue < ALPHA. */
  significant: boolean;
}

/**
 * Two-sided two-proportion z-test with the pooled standard error (the test behind
 * `prop.test(correct = FALSE)`): is x1/n1 different from x2/n2 beyond sampling noise?
 * With an empty sample, or both proportions at 0 or both at 1, nothing can be told apart.
 */
export function twoProportionTest(x1: number, n1: number, x2: number, n2: number): ProportionTest {
  if (n1 <= 0 || n2 <= 0) return { difference: 0, z: 0, pValue: 1, significant: false };
  const p1 = x1 / n1;
  const p2 = x2 / n2;
  const pooled = (x1 + x2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (se === 0) return { difference: p1 - p2, z: 0, pValue: 1, significant: false };
  const z = (p1 - p2) / se;
  const pValue = Math.min(1, 2 * (1 - normalCdf(Math.abs(z))));
  return { difference: p1 - p2, z, pValue, significant: pValue < ALPHA };
}
