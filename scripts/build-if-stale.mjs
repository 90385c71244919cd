// Runs `npm run build` only when a source is newer than the last successful build, so that
// `npm run cli` answers at once when the build is current (a full build takes 15-25 s).
// The check is by modification time over what the build reads; `--force` always builds.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = 'dist/.build-stamp';
const SOURCES = ['apps', 'libs', 'scripts'];
const FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'nest-cli.json'];
const SKIP = new Set(['node_modules', 'dist', 'generated', 'corpus', 'fixtures']);

function newest(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return path.endsWith('.ts') || !SOURCES.includes(path) ? stat.mtimeMs : 0;
  let latest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('corpus')) continue;
    const child = join(path, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(child));
    else if (entry.name.endsWith('.ts') || entry.name.endsWith('.json') || entry.name.endsWith('.mjs'))
      latest = Math.max(latest, statSync(child).mtimeMs);
  }
  return latest;
}

const built = (() => {
  try {
    return statSync(STAMP).mtimeMs;
  } catch {
    return 0;
  }
})();
const sources = Math.max(...SOURCES.map(newest), ...FILES.map(newest));
if (process.argv.includes('--force') || sources > built) {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 2, 2] });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // Stamped with the build's start: a source saved while it ran still counts as newer.
  writeFileSync(STAMP, `${new Date(started).toISOString()}\n`);
  utimesSync(STAMP, new Date(started), new Date(started));
}
