import { describe, expect, it } from 'vitest';
import {
  bootstrapMeanOfMeans,
  confidenceLabel,
  normalCdf,
  scoreInterval,
  seededUniform,
  twoProportionTest,
  wilsonInterval,
} from './statistics.js';

describe('wilsonInterval', () => {
  // Published values: Newcombe (1998), Stat Med 17:857, Table I, method 3 (0/20, 1/29, 81/263,
  // 15/148); the others agree with scipy's binomtest(...).proportion_ci('wilson') to 4 places.
  it.each([
    [0, 10, 0, 0.2775],
    [10, 10, 0.7225, 1],
    [1, 10, 0.0179, 0.4042],
    [50, 100, 0.4038, 0.5962],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
  ])('%d of %d → [%d, %d]', (x, n, lower, upper) => {
    const interval = wilsonInterval(x, n);
    expect(interval.lower).toBeCloseTo(lower, 4);
    expect(interval.upper).toBeCloseTo(upper, 4);
  });

  it('knows nothing of an empty sample', () => {
    expect(wilsonInterval(0, 0)).toEqual({ lower: 0, upper: 1 });
  });

  it('is exact at the edges', () => {
    expect(wilsonInterval(0, 7).lower).toBe(0);
    expect(wilsonInterval(7, 7).upper).toBe(1);
  });
});

describe('confidenceLabel', () => {
  it.each([
    [0, 'low'],
    [4, 'low'],
    [5, 'directional'],
    [29, 'directional'],
    [30, 'high'],
    [300, 'high'],
  ] as const)('n = %d → %s', (n, label) => {
    expect(confidenceLabel(n)).toBe(label);
  });
});

describe('normalCdf', () => {
  it.each([
    [0, 0.5],
    [1.959963984540054, 0.975],
    [-1.959963984540054, 0.025],
    [1, 0.8413447],
    [-2.5758293, 0.005],
    [3.5, 0.9997674],
  ])('Φ(%d) = %d', (x, p) => {
    expect(normalCdf(x)).toBeCloseTo(p, 6);
  });
});

describe('twoProportionTest', () => {
  // Reference p-values: scipy chi2_contingency(correction=False) (= R prop.test(correct = FALSE)).
  it.each([
    [45, 100, 30, 100, 2.19089, 0.02846, true],
    [12, 30, 6, 30, 1.690309, 0.090969, false],
    [20, 40, 20, 40, 0, 1, false],
  ])('%d/%d vs %d/%d → z %d, p %d', (x1, n1, x2, n2, z, p, significant) => {
    const test = twoProportionTest(x1, n1, x2, n2);
    expect(test.z).toBeCloseTo(z, 4);
    expect(test.pValue).toBeCloseTo(p, 5);
    expect(test.significant).toBe(significant);
  });

  it('is symmetric in sign and tells nothing from an empty or constant sample', () => {
    expect(twoProportionTest(30, 100, 45, 100).z).toBeCloseTo(-2.19089, 4);
    expect(twoProportionTest(3, 0, 1, 10)).toMatchObject({ pValue: 1, significant: false });
    expect(twoProportionTest(0, 10, 0, 30)).toMatchObject({ pValue: 1, significant: false });
    expect(twoProportionTest(10, 10, 30, 30)).toMatchObject({ pValue: 1, significant: false });
  });
});

describe('bootstrap', () => {
  const runs = [0, 0, 0.94, 1, 0.83, 0, 0.76, 0.95, 0, 0.61];

  it('is deterministic for a fixed seed and moves with another seed', () => {
    const a = bootstrapMeanOfMeans([runs], { seed: 's1' });
    const b = bootstrapMeanOfMeans([runs], { seed: 's1' });
    const c = bootstrapMeanOfMeans([runs], { seed: 's2', resamples: 500 });
    expect(a).toEqual(b);
    expect(c).not.toEqual(a);
  });

  it('brackets the mean and stays inside the data range', () => {
    const mean = runs.reduce((x, y) => x + y, 0) / runs.length;
    const interval = bootstrapMeanOfMeans([runs]);
    expect(interval).not.toBeNull();
    expect(interval?.lower).toBeLessThan(mean);
    expect(interval?.upper).toBeGreaterThan(mean);
    expect(interval?.lower).toBeGreaterThanOrEqual(0);
    expect(interval?.upper).toBeLessThanOrEqual(1);
  });

  it('agrees with the analytic interval of a mean on a large sample', () => {
    const random = seededUniform('data');
    const data = Array.from({ length: 400 }, () => (random() < 0.5 ? 0 : 0.6 + 0.4 * random()));
    const mean = data.reduce((x, y) => x + y, 0) / data.length;
    const sd = Math.sqrt(data.reduce((s, x) => s + (x - mean) ** 2, 0) / (data.length - 1));
    const half = (1.96 * sd) / Math.sqrt(data.length);
    const interval = bootstrapMeanOfMeans([data]);
    expect(interval?.lower).toBeCloseTo(mean - half, 2);
    expect(interval?.upper).toBeCloseTo(mean + half, 2);
  });

  it('averages groups (platforms) and leaves empty ones out', () => {
    expect(bootstrapMeanOfMeans([[1, 1], [0, 0], []])).toEqual({ lower: 0.5, upper: 0.5 });
    expect(bootstrapMeanOfMeans([[], []])).toBeNull();
  });
});

describe('scoreInterval', () => {
  it('does not collapse when no answer mentions the brand', () => {
    // 0 of 8: the Wilson upper bound 0.324 times the best score a mention can have.
    expect(scoreInterval([[0, 0, 0, 0, 0, 0, 0, 0]])).toEqual({ lower: 0, upper: 32 });
  });

  it('does not collapse when every answer mentions the brand alike', () => {
    const interval = scoreInterval([[0.9, 0.9, 0.9, 0.9, 0.9]]);
    expect(interval?.upper).toBe(90);
    expect(interval?.lower).toBeLessThan(90);
  });

  it('contains the score and narrows as runs accumulate', () => {
    const few = [0, 1, 0.8, 0, 0.9, 0.7];
    const many = Array.from({ length: 10 }, () => few).flat();
    const a = scoreInterval([few]);
    const b = scoreInterval([many]);
    expect(a && b).toBeTruthy();
    if (!a || !b) return;
    expect(a.lower).toBeLessThanOrEqual(57);
    expect(a.upper).toBeGreaterThanOrEqual(57);
    expect(b.upper - b.lower).toBeLessThan(a.upper - a.lower);
  });
});
