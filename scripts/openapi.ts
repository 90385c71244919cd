import 'reflect-metadata';
import { readFileSync, writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { buildOpenApiDocument } from '../apps/gateway/src/docs/openapi.js';
import { GatewayModule } from '../apps/gateway/src/gateway.module.js';

/**
 * Writes openapi/openapi.json from the gateway's decorators (`--check`: fails when the committed
 * file differs, so that an API change without a regenerated document cannot land).
 */
const FILE = 'openapi/openapi.json';
// Preview mode builds the module graph without instantiating providers: no NATS, no database.
const app = await NestFactory.create<NestExpressApplication>(GatewayModule, { preview: true, logger: false });
const document = `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`;
await app.close();

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(FILE, 'utf8');
  } catch {
    committed = '';
  }
  if (committed !== document) {
    console.error(`${FILE} is stale: the API changed. Run \`npm run openapi\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${FILE} is up to date.`);
} else {
  writeFileSync(FILE, document);
  console.log(`wrote ${FILE}`);
}
