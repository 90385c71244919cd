import { spawnSync } from 'node:child_process';

/**
 * Compiles the apps once per test run: e2e tests boot them as real processes from dist/.
 * Type errors are reported but do not stop the run (tsc still emits); the type-check step of
 * CI is where they fail the build.
 */
export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const result = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], {
    encoding: 'utf8',
  });
  if (result.status !== 0) console.warn(`tsc reported errors (continuing with what it emitted):\n${result.stdout}`);
}
