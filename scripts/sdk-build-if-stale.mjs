// Builds the SDK and `vis` (`npm run sdk:build`) only when a source under libs/sdk is newer than
// the last successful build, so that `npm run vis` starts at once when the build is current.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = 'libs/sdk/dist/.build-stamp';
const SOURCES = ['libs/sdk/src', 'libs/sdk/tsconfig.json', 'libs/sdk/tsconfig.cli.json', 'package-lock.json'];

function newest(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

if (newest(SOURCES[0]) === 0) {
  console.error('libs/sdk/src is missing: run from the repository root.');
  process.exit(1);
}
if (Math.max(...SOURCES.map(newest)) > newest(STAMP)) {
  const started = new Date();
  const result = spawnSync('npm', ['run', 'sdk:build', '--silent'], { stdio: ['ignore', 2, 2] });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // Stamped with the build's start: a source saved while it ran still counts as newer.
  writeFileSync(STAMP, `${started.toISOString()}\n`);
  utimesSync(STAMP, started, started);
}
