import type { Command } from 'commander';
import { getAccount, getPublicScore } from '../index.js';
import { CliError } from './cli-error.js';
import { type CommandContext, commandContext } from './context.js';
import { DEFAULT_ASSISTANT_NAMES, date, PLATFORMS, table } from './format.js';

/** GET /score takes a slug, a URL or a name: a URL has a dot or a scheme; a slug-like word is tried as a slug, then as a name. */
async function publicScore(ctx: CommandContext, brand: string) {
  if (/^[a-z]+:\/\/|\./i.test(brand)) {
    const url = /^[a-z]+:\/\//i.test(brand) ? brand : `https://${brand}`;
    return (await ctx.call(getPublicScore({ client: ctx.client, query: { url } }))).data;
  }
  if (/^[a-z0-9-]+$/.test(brand)) {
    try {
      return (await ctx.call(getPublicScore({ client: ctx.client, query: { slug: brand } }))).data;
    } catch (error) {
      if (!(error instanceof CliError && error.body?.code === 'NOT_FOUND')) throw error;
    }
  }
  return (await ctx.call(getPublicScore({ client: ctx.client, query: { name: brand } }))).data;
}

export function registerAccountCommands(program: Command): void {
  program
    .command('account')
    .description('your plan, credit balance and agents')
    .action(async (_options: unknown, command: Command) => {
      const ctx = commandContext(command);
      const { data } = await ctx.call(getAccount({ client: ctx.client }));
      ctx.print(data, () =>
        [
          `Plan: ${data.plan}, ${data.creditBalance} credits${data.creditWarning ? ` (${data.creditWarning})` : ''}`,
          data.agents.length === 0
            ? 'No agents yet: start with `vis scan <url>`.'
            : table(
                ['syntheticId', 'Name', 'Website', 'Latest score', 'Last scan', 'Access'],
                data.agents.map((a) => [
                  a.syntheticId,
                  a.name,
                  a.website,
                  a.latestScore ?? '',
                  date(a.lastScanDate),
                  a.access,
                ]),
              ),
          `More credits: ${data.upgradeUrl}`,
        ].join('\n'),
      );
    });

  program
    .command('score')
    .description("a brand's public score from the brand index (no API key needed)")
    .argument('<brand>', 'its index slug, a URL on its site, or its name')
    .action(async (brand: string, _options: unknown, command: Command) => {
      const ctx = commandContext(command, { needsKey: false });
      const data = await publicScore(ctx, brand);
      ctx.print(data, () =>
        [
          `${data.brandName} (${data.slug}): ${data.overallScore}, ${data.visibilityLevel}, last scanned ${date(data.lastScanDate)}`,
          table(
            ['Assistant', 'Score'],
            PLATFORMS.map((p) => [DEFAULT_ASSISTANT_NAMES[p], data.platformScores[p]]),
          ),
          `Brand page: ${data.brandPageUrl}`,
        ].join('\n'),
      );
    });
}
