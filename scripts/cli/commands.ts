import type { ServiceClient, ServiceName } from '#common';
import {
  ACCOUNTS,
  type AddTeamMemberRequest,
  type AgentView,
  CATALOG,
  type CreateAccountRequest,
  type CreateAccountResponse,
  type CreateKeyResponse,
  type CreateTeamRequest,
  type GrantCreditsRequest,
  type GrantCreditsResponse,
  type IndexEntryView,
  PLANS,
  type Plan,
  type PublishIndexRequest,
  type RevokeKeyResponse,
  type ShareAgentRequest,
  type TeamResponse,
} from '#contracts';

/** A mistake in the command line: reported on stderr with the usage, exit code 2. */
export class UsageError extends Error {}

export interface OptionSpec {
  description: string;
  required?: boolean;
}

export interface CommandContext {
  values: Record<string, string | undefined>;
  service(name: ServiceName): ServiceClient;
}

export interface Command {
  name: string;
  summary: string;
  options: Record<string, OptionSpec>;
  run(ctx: CommandContext): Promise<object>;
}

function positiveInteger(name: string, value: string | undefined): number {
  if (value === undefined || !/^[0-9]+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
    throw new UsageError(
      `--${name} must be a positive integer, got ${value === undefined ? 'nothing' : JSON.stringify(value)}`,
    );
  }
  return Number(value);
}

function plan(value: string | undefined): Plan {
  if (!(PLANS as readonly (string | undefined)[]).includes(value)) {
    throw new UsageError(`--plan must be one of ${PLANS.join(', ')}, got ${JSON.stringify(value)}`);
  }
  return value as Plan;
}

/** Each command prints one JSON object (decisions §5). */
export const COMMANDS: Command[] = [
  {
    name: 'account create',
    summary: 'Create an account with its opening credits and first API key (shown once).',
    options: {
      email: { description: 'Email address of the account', required: true },
      plan: { description: `Plan: ${PLANS.join(' | ')}`, required: true },
      credits: { description: 'Opening balance instead of the plan default (free 100, starter 1000, pro 5000)' },
    },
    run: ({ values, service }) => {
      const credits = values.credits === undefined ? undefined : Number(values.credits);
      if (values.credits !== undefined && !/^[0-9]+$/.test(values.credits)) {
        throw new UsageError(`--credits must be a non-negative integer, got ${JSON.stringify(values.credits)}`);
      }
      return service('accounts').send<CreateAccountResponse, CreateAccountRequest>(ACCOUNTS.createAccount, {
        email: values.email!,
        plan: plan(values.plan),
        ...(credits === undefined ? {} : { credits }),
      });
    },
  },
  {
    name: 'key create',
    summary: 'Issue another API key for an account (shown once).',
    options: { account: { description: 'Account id', required: true } },
    run: ({ values, service }) =>
      service('accounts').send<CreateKeyResponse>(ACCOUNTS.createKey, { accountId: values.account }),
  },
  {
    name: 'key revoke',
    summary: 'Revoke an API key by its prefix (the 8 characters after "vis_"); it stops working within 10 s.',
    options: { 'key-prefix': { description: 'Key prefix', required: true } },
    run: ({ values, service }) =>
      service('accounts').send<RevokeKeyResponse>(ACCOUNTS.revokeKey, { keyPrefix: values['key-prefix'] }),
  },
  {
    name: 'credits grant',
    summary: 'Add credits to an account.',
    options: {
      account: { description: 'Account id', required: true },
      amount: { description: 'Credits to add', required: true },
      reason: { description: 'Why (kept in the ledger)' },
    },
    run: ({ values, service }) =>
      service('accounts').send<GrantCreditsResponse, GrantCreditsRequest>(ACCOUNTS.grantCredits, {
        accountId: values.account!,
        amount: positiveInteger('amount', values.amount),
        ...(values.reason ? { reason: values.reason } : {}),
      }),
  },
  {
    name: 'team create',
    summary: 'Create a team group; its owner is its first member.',
    options: {
      name: { description: 'Team name', required: true },
      owner: { description: 'Owner account id', required: true },
    },
    run: ({ values, service }) =>
      service('accounts').send<TeamResponse, CreateTeamRequest>(ACCOUNTS.createTeam, {
        name: values.name!,
        ownerAccountId: values.owner!,
      }),
  },
  {
    name: 'team add-member',
    summary: 'Add an account to a team: it sees the agents shared with the team.',
    options: {
      team: { description: 'Team id', required: true },
      account: { description: 'Account id', required: true },
    },
    run: ({ values, service }) =>
      service('accounts').send<TeamResponse, AddTeamMemberRequest>(ACCOUNTS.addTeamMember, {
        teamId: values.team!,
        accountId: values.account!,
      }),
  },
  {
    name: 'team share',
    summary: 'Share a brand agent with a team (read-only for its members); the agent must exist.',
    options: {
      team: { description: 'Team id', required: true },
      'synthetic-id': { description: 'syntheticId of the agent', required: true },
    },
    run: async ({ values, service }) => {
      const syntheticId = positiveInteger('synthetic-id', values['synthetic-id']);
      // Fails with AGENT_NOT_FOUND on a mistyped id, instead of sharing nothing silently.
      await service('catalog').send<AgentView>(CATALOG.getAgent, { syntheticId });
      return service('accounts').send<TeamResponse, ShareAgentRequest>(ACCOUNTS.shareAgent, {
        teamId: values.team!,
        syntheticId,
      });
    },
  },
  {
    name: 'index publish',
    summary: 'Publish a brand agent to the public brand index.',
    options: {
      'synthetic-id': { description: 'syntheticId of the agent', required: true },
      slug: { description: 'Slug to use instead of the one derived from the domain' },
    },
    run: async ({ values, service }) => {
      const entry = await service('catalog').send<IndexEntryView, PublishIndexRequest>(CATALOG.publishIndex, {
        syntheticId: positiveInteger('synthetic-id', values['synthetic-id']),
        ...(values.slug ? { slug: values.slug } : {}),
      });
      return { slug: entry.slug, brandName: entry.brandName };
    },
  },
  {
    name: 'index unpublish',
    summary: 'Remove a brand from the public brand index.',
    options: { slug: { description: 'Slug of the entry', required: true } },
    run: async ({ values, service }) => {
      await service('catalog').send(CATALOG.unpublishIndex, { slug: values.slug });
      return { slug: values.slug, unpublished: true };
    },
  },
];

export function usage(): string {
  const lines = ['Usage: npm run cli -- <command> [--option value ...]', '', 'Commands:'];
  for (const command of COMMANDS) {
    lines.push(`  ${command.name}  ${command.summary}`);
    for (const [name, spec] of Object.entries(command.options)) {
      lines.push(`      --${name}${spec.required ? '' : ' (optional)'}  ${spec.description}`);
    }
  }
  lines.push('', 'Each command prints one JSON object on stdout; errors go to stderr with a non-zero exit code.');
  lines.push('Configuration: NATS_URL, NATS_PREFIX and RPC_TIMEOUT_MS from the environment, as for the services.');
  return lines.join('\n');
}
