import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { AppError, ConfigError, loadConfig } from '#common';
import { COMMANDS, type Command, UsageError, usage } from './cli/commands.js';
import { connectServices } from './cli/service-clients.js';

/** Exit codes: 0 done, 1 the service refused or failed, 2 a wrong command line, 78 bad configuration. */
async function main(argv: string[]): Promise<number> {
  const [group, action, ...rest] = argv;
  if (!group || group === 'help' || group === '--help' || group === '-h') {
    process.stderr.write(`${usage()}\n`);
    return group ? 0 : 2;
  }
  const command = COMMANDS.find((c) => c.name === `${group} ${action}`);
  if (!command) throw new UsageError(`Unknown command "${[group, action].filter(Boolean).join(' ')}".`);
  const values = parseOptions(command, rest);
  const config = loadConfig();
  const services = await connectServices(config);
  try {
    const result = await command.run({ values, service: (name) => services.get(name) });
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return 0;
  } finally {
    await services.close();
  }
}

function parseOptions(command: Command, args: string[]): Record<string, string | undefined> {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args,
      options: Object.fromEntries(Object.keys(command.options).map((name) => [name, { type: 'string' as const }])),
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError(`${command.name}: ${error instanceof Error ? error.message : error}`);
  }
  const values = parsed.values as Record<string, string | undefined>;
  const missing = Object.entries(command.options)
    .filter(([name, spec]) => spec.required && !values[name]?.trim())
    .map(([name]) => `--${name}`);
  if (missing.length) throw new UsageError(`${command.name}: missing ${missing.join(', ')}`);
  return values;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    process.stderr.write(`error: ${error.message}\n\n${usage()}\n`);
    process.exitCode = 2;
  } else if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 78;
  } else if (error instanceof AppError) {
    const { code, message, details } = error.payload;
    process.stderr.write(`error: ${code}: ${message}\n`);
    for (const d of details ?? []) process.stderr.write(`  ${d.field}: ${d.message}\n`);
    process.exitCode = 1;
  } else {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
