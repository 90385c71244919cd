import type { Command } from 'commander';
import { getAccount } from '../index.js';
import { CliError } from './cli-error.js';
import { type CommandContext, commandContext } from './context.js';
import { ExitCode } from './exit-codes.js';

function domainOf(value: string): string {
  try {
    return new URL(/^[a-z]+:\/\//i.test(value) ? value : `https://${value}`).hostname.replace(/^www\./, '');
  } catch {
    return value;
  }
}

/**
 * The agent a command is about: a syntheticId as given; a website or domain matched against the
 * account's agents; nothing when the account has exactly one agent.
 */
export async function resolveAgent(ctx: CommandContext, target: string | undefined): Promise<number> {
  if (target !== undefined && /^\d+$/.test(target)) return Number(target);
  const { data: account } = await ctx.call(getAccount({ client: ctx.client }));
  if (target === undefined) {
    const [only, ...others] = account.agents;
    if (only && others.length === 0) return only.syntheticId;
    throw new CliError(
      account.agents.length === 0
        ? 'this account has no agent yet: start with `vis scan <url>`'
        : `this account has ${account.agents.length} agents: name one (a syntheticId or a website; \`vis account\` lists them)`,
      ExitCode.usage,
    );
  }
  const domain = domainOf(target);
  const match = account.agents.find((agent) => domainOf(agent.website) === domain);
  if (!match)
    throw new CliError(
      `no agent of this account has the website ${domain} (\`vis account\` lists them)`,
      ExitCode.usage,
    );
  return match.syntheticId;
}

/**
 * A command about one scan of an agent (`status`, `report`): `[agent]` and `--scan-id`, resolved
 * to the query both endpoints take before `run` is called.
 */
export function agentScanCommand(
  program: Command,
  name: string,
  description: string,
  run: (ctx: CommandContext, query: { syntheticId: number; scanId?: string }) => Promise<void>,
): void {
  program
    .command(name)
    .description(description)
    .argument('[agent]', 'syntheticId or website (default: the account has one agent)')
    .option('--scan-id <id>', 'a past scan of the agent (from `vis scans`)')
    .action(async (agent: string | undefined, options: { scanId?: string }, command: Command) => {
      const ctx = commandContext(command);
      const syntheticId = await resolveAgent(ctx, agent);
      await run(ctx, { syntheticId, ...(options.scanId ? { scanId: options.scanId } : {}) });
    });
}
