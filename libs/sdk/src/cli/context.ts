import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { type Client, createVisibilityClient, DEFAULT_BASE_URL } from '../index.js';
import { apiError, CliError } from './cli-error.js';
import { ExitCode } from './exit-codes.js';

/** The options every command takes (declared on the program). */
export interface GlobalOptions {
  json?: boolean;
  apiKey?: string;
  baseUrl?: string;
}

/** What a command needs: a client bound to the configuration, and where its output goes. */
export interface CommandContext {
  client: Client;
  baseUrl: string;
  json: boolean;
  /** Runs an SDK call; its data, or a CliError with the API's status and error body. */
  call<T>(
    pending: Promise<{ data?: T; error?: unknown; response?: Response }>,
  ): Promise<{ data: T; response: Response }>;
  /** Writes the command's result on stdout: `value` as JSON with --json, else `human()`. */
  print(value: unknown, human: () => string): void;
  /** Writes a note for people on stderr; none with --json, whose stderr holds only an error body. */
  note(text: string): void;
}

/** Reads ./.env when present; variables already set in the environment win. */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

export function commandContext(command: Command, options: { needsKey?: boolean } = {}): CommandContext {
  const globals = command.optsWithGlobals<GlobalOptions>();
  const apiKey = globals.apiKey ?? process.env.VIS_API_KEY;
  const baseUrl = (globals.baseUrl ?? process.env.VIS_BASE_URL ?? DEFAULT_BASE_URL).replace(/\/$/, '');
  if (options.needsKey !== false && !apiKey) {
    throw new CliError(
      'no API key: set VIS_API_KEY (in the environment or a .env file) or pass --api-key',
      ExitCode.auth,
    );
  }
  const json = globals.json === true;
  const client = createVisibilityClient({ apiKey, baseUrl });
  return {
    client,
    baseUrl,
    json,
    async call(pending) {
      const result = await pending;
      if (result.data !== undefined && result.response?.ok) return { data: result.data, response: result.response };
      throw apiError(result.error, result.response, baseUrl);
    },
    print(value, human) {
      process.stdout.write(json ? `${JSON.stringify(value, null, 2)}\n` : `${human()}\n`);
    },
    note(text) {
      if (!json) process.stderr.write(`${text}\n`);
    },
  };
}
