import { spawnSync } from 'node:child_process';

/**
 * Builds the apps when a source is newer than the last build (scripts/build-if-stale.mjs): e2e
 * tests boot them as real processes from dist/. CI's OpenAPI check has just built them, and
 * running one file after another compiles again only after an edit.
 * Type errors are reported but do not stop the run (tsc still emits); the type-check step of
 * CI is where they fail the build.
 */
export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const result = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { encoding: 'utf8' });
  if (result.status !== 0) {
    console.warn(`the build reported errors (continuing with what it emitted):\n${result.stdout}${result.stderr}`);
  }
}
