import { execFileSync } from 'node:child_process';

/** Compiles the apps once per test run: e2e tests boot them as real processes from dist/. */
export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
}
