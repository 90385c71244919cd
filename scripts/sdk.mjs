// Generates libs/sdk/src/generated from openapi/openapi.json with @hey-api/openapi-ts
// (`--check`: generates into a temporary folder and fails when the committed SDK differs).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const COMMITTED = 'libs/sdk/src/generated';
const check = process.argv.includes('--check');
const out = check ? mkdtempSync(join(tmpdir(), 'sdk-')) : COMMITTED;
const run = spawnSync('npx', ['openapi-ts', '-f', 'libs/sdk/openapi-ts.config.mjs', '--no-log-file', '--silent'], {
  stdio: 'inherit',
  env: { ...process.env, SDK_OUTPUT: out },
});
if (run.status !== 0) process.exit(run.status ?? 1);
if (!check) {
  console.log(`wrote ${COMMITTED}`);
  process.exit(0);
}

const files = (dir) =>
  readdirSync(dir, { recursive: true })
    .map((f) => join(dir, String(f)))
    .filter((f) => statSync(f).isFile())
    .map((f) => relative(dir, f))
    .sort();
const fresh = files(out);
const committed = files(COMMITTED);
const stale =
  fresh.join('\n') !== committed.join('\n') ||
  fresh.some((f) => readFileSync(join(out, f), 'utf8') !== readFileSync(join(COMMITTED, f), 'utf8'));
rmSync(out, { recursive: true, force: true });
if (stale) {
  console.error(`${COMMITTED} is stale: the OpenAPI document changed. Run \`npm run sdk\` and commit the result.`);
  process.exit(1);
}
console.log(`${COMMITTED} is up to date.`);
