import { getAccount } from '../index.js';
import { CliError } from './cli-error.js';
import type { CommandContext } from './context.js';
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
