#!/usr/bin/env node
/**
 * `vis`, the command line of the Brand AI Visibility API, on the SDK. Configuration: VIS_API_KEY
 * and VIS_BASE_URL from the environment or ./.env (or --api-key, --base-url). --json writes only
 * the API's answer on stdout; notes, progress and errors go to stderr. Exit codes: exit-codes.ts.
 */
import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { DEFAULT_BASE_URL } from '../index.js';
import { registerAccountCommands } from './account-commands.js';
import { registerCatalogCommands } from './catalog-commands.js';
import { CliError, describeError } from './cli-error.js';
import { loadDotEnv } from './context.js';
import { ExitCode } from './exit-codes.js';
import { registerReportCommand } from './report-command.js';
import { registerScanCommands } from './scan-commands.js';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const program = new Command()
  .name('vis')
  .version(version)
  .description('Measure how AI assistants see and recommend a brand.')
  .option('--json', 'print the API answer as JSON on stdout (for scripts)')
  .option('--api-key <key>', 'API key (default: VIS_API_KEY)')
  .option('--base-url <url>', `the service (default: VIS_BASE_URL, else ${DEFAULT_BASE_URL})`)
  .showHelpAfterError()
  .exitOverride();

registerScanCommands(program);
registerReportCommand(program);
registerCatalogCommands(program);
registerAccountCommands(program);

async function main(): Promise<number> {
  loadDotEnv();
  try {
    await program.parseAsync();
    return ExitCode.ok;
  } catch (error) {
    // Help and version exit 0; commander has already printed its own usage errors.
    if (error instanceof CommanderError) return error.exitCode === 0 ? ExitCode.ok : ExitCode.usage;
    if (!(error instanceof CliError)) throw error;
    const json = program.opts<{ json?: boolean }>().json === true;
    process.stderr.write(
      json ? `${JSON.stringify(error.body ?? { error: error.message })}\n` : `${describeError(error)}\n`,
    );
    return error.exitCode;
  }
}

process.exitCode = await main();
