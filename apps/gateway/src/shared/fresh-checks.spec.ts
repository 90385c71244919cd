import { describe, expect, it } from 'vitest';
import { FreshChecks } from './fresh-checks.js';

/** A check whose answer the test gives when it wants: `state` as it is when the check starts. */
function controlledChecks() {
  const started: { state: number; finish: () => void; fail: (error: Error) => void }[] = [];
  let state = 0;
  const check = () =>
    new Promise<number>((resolve, reject) => {
      const seen = state;
      started.push({ state: seen, finish: () => resolve(seen), fail: reject });
    });
  return {
    started,
    check,
    change: () => {
      state++;
    },
  };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('FreshChecks', () => {
  it('runs one check for the callers that arrive while none runs', async () => {
    const checks = new FreshChecks<string, number>();
    const { started, check } = controlledChecks();
    const answers = Promise.all([checks.run('a', check)]);
    expect(started).toHaveLength(1);
    started[0]?.finish();
    expect(await answers).toEqual([0]);
  });

  it('answers a caller that arrived during a check with a check started after it, shared by all such callers', async () => {
    const checks = new FreshChecks<string, number>();
    const { started, check, change } = controlledChecks();
    const first = checks.run('a', check);
    change(); // a change after the first check read the state, before the next callers arrive
    const later = [checks.run('a', check), checks.run('a', check), checks.run('a', check)];
    expect(started).toHaveLength(1);
    started[0]?.finish();
    expect(await first).toBe(0);
    await settled();
    expect(started).toHaveLength(2);
    started[1]?.finish();
    expect(await Promise.all(later)).toEqual([1, 1, 1]);
  });

  it('keeps keys apart, and a failed check fails only its own callers', async () => {
    const checks = new FreshChecks<string, number>();
    const { started, check } = controlledChecks();
    const a = checks.run('a', check);
    const b = checks.run('b', check);
    expect(started).toHaveLength(2);
    const afterA = checks.run('a', check);
    started[0]?.fail(new Error('down'));
    started[1]?.finish();
    await expect(a).rejects.toThrow('down');
    expect(await b).toBe(0);
    await settled();
    expect(started).toHaveLength(3);
    started[2]?.finish();
    expect(await afterA).toBe(0);
  });

  it('starts afresh once idle', async () => {
    const checks = new FreshChecks<string, number>();
    const { started, check, change } = controlledChecks();
    const first = checks.run('a', check);
    started[0]?.finish();
    await first;
    change();
    const second = checks.run('a', check);
    expect(started).toHaveLength(2);
    started[1]?.finish();
    expect(await second).toBe(1);
  });
});
