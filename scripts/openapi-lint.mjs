// Lints openapi/openapi.json with Redocly CLI's `recommended` ruleset and fails on any problem,
// warnings included (Redocly itself fails on errors only).
import { spawnSync } from 'node:child_process';

const args = ['redocly', 'lint', 'openapi/openapi.json', '--extends=recommended'];
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const pretty = spawnSync('npx', [...args, '--format=stylish'], { stdio: 'inherit', env });
const json = spawnSync('npx', [...args, '--format=json'], { encoding: 'utf8', env });
let totals;
try {
  totals = JSON.parse(json.stdout).totals;
} catch {
  console.error('redocly lint gave no JSON report:', json.stderr);
  process.exit(1);
}
if (pretty.status !== 0 || totals.errors + totals.warnings > 0) {
  console.error(`OpenAPI lint: ${totals.errors} errors, ${totals.warnings} warnings (0 of each required).`);
  process.exit(1);
}
console.log('OpenAPI lint: 0 errors, 0 warnings (Redocly recommended).');
