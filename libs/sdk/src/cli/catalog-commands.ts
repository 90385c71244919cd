import type { Command } from 'commander';
import { addTopic, createPersona, listPersonas, listTopics } from '../index.js';
import { resolveAgent } from './agent.js';
import { commandContext } from './context.js';
import { table } from './format.js';

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function registerCatalogCommands(program: Command): void {
  const topics = program.command('topics').description("an agent's topics: the buyer questions its scans ask");
  topics
    .command('list')
    .description("list an agent's topics and their queries")
    .argument('[agent]', 'syntheticId or website (default: the account has one agent)')
    .action(async (agent: string | undefined, _options: unknown, command: Command) => {
      const ctx = commandContext(command);
      const syntheticId = await resolveAgent(ctx, agent);
      const { data } = await ctx.call(listTopics({ client: ctx.client, query: { syntheticId } }));
      ctx.print(data, () =>
        data.topics.length === 0
          ? `Agent ${syntheticId} has no topics yet: its next scan plans them from the site.`
          : table(
              ['Topic', 'Id', 'Queries'],
              data.topics.map((t) => [t.name, t.id, t.queries.map((q) => q.query).join('\n')]),
            ),
      );
    });
  topics
    .command('add')
    .description('add a topic with its queries, or queries to an existing topic (--topic-id)')
    .argument('[name]', 'the new topic (omit with --topic-id)')
    .requiredOption('-q, --query <question>', 'a buyer question (repeat for more)', collect)
    .option('--topic-id <id>', 'add the queries to this existing topic')
    .option('--agent <agent>', 'syntheticId or website (default: the account has one agent)')
    .action(
      async (
        name: string | undefined,
        options: { query: string[]; topicId?: string; agent?: string },
        command: Command,
      ) => {
        const ctx = commandContext(command);
        const syntheticId = await resolveAgent(ctx, options.agent);
        const { data } = await ctx.call(
          addTopic({
            client: ctx.client,
            body: {
              syntheticId,
              ...(options.topicId ? { topicId: options.topicId } : { name }),
              queries: options.query.map((query) => ({ query })),
            },
          }),
        );
        ctx.print(
          data,
          () =>
            `Topic "${data.topic.name}" (${data.topic.id}): ${data.queriesAdded} queries added, ${data.topic.queryCount} in all.`,
        );
      },
    );

  const personas = program.command('personas').description("an agent's personas: who asks the questions");
  personas
    .command('list')
    .description("list an agent's personas")
    .argument('[agent]', 'syntheticId or website (default: the account has one agent)')
    .action(async (agent: string | undefined, _options: unknown, command: Command) => {
      const ctx = commandContext(command);
      const syntheticId = await resolveAgent(ctx, agent);
      const { data } = await ctx.call(listPersonas({ client: ctx.client, query: { syntheticId } }));
      ctx.print(data, () =>
        data.personas.length === 0
          ? `Agent ${syntheticId} has no personas: its scans ask without one.`
          : table(
              ['Persona', 'Id', 'Role', 'Goals', 'Pain points'],
              data.personas.map((p) => [p.name, p.id, p.role, p.goals.join('\n'), p.painPoints.join('\n')]),
            ),
      );
    });
  personas
    .command('add')
    .description('create a persona, by hand or from a description (--prompt)')
    .argument('[name]', 'display name (required without --prompt)')
    .option('--role <role>', 'job title or role')
    .option('--goal <goal>', 'a goal (repeat for more)', collect)
    .option('--pain-point <pain>', 'a pain point (repeat for more)', collect)
    .option('--prompt <description>', 'describe the asker in plain words; the service writes the persona')
    .option('--agent <agent>', 'syntheticId or website (default: the account has one agent)')
    .action(
      async (
        name: string | undefined,
        options: { role?: string; goal?: string[]; painPoint?: string[]; prompt?: string; agent?: string },
        command: Command,
      ) => {
        const ctx = commandContext(command);
        const syntheticId = await resolveAgent(ctx, options.agent);
        const { data } = await ctx.call(
          createPersona({
            client: ctx.client,
            body: {
              syntheticId,
              ...(name ? { name } : {}),
              ...(options.role ? { role: options.role } : {}),
              ...(options.goal ? { goals: options.goal } : {}),
              ...(options.painPoint ? { painPoints: options.painPoint } : {}),
              ...(options.prompt ? { prompt: options.prompt } : {}),
            },
          }),
        );
        ctx.print(data, () => `Persona "${data.persona.name}" (${data.persona.id}) created.`);
      },
    );
}
