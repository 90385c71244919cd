import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { type ArgumentMetadata, Injectable, type Type } from '@nestjs/common';
import { AppError } from '#common';
import {
  type AuthenticatedCaller,
  CATALOG_LIMITS,
  PERSONA_DEMOGRAPHIC_KEYS,
  PLATFORM_KEYS,
  SCAN_MODES,
} from '#contracts';
import { AccountOverviewService } from '../account/account-overview.service.js';
import { ClientInputPipe } from '../edge/client-input.pipe.js';
import { createValidationPipe, summarize } from '../edge/validation.js';
import { CreatePersonaDto } from '../personas/persona.dto.js';
import { PersonaRequests } from '../personas/persona-requests.service.js';
import type { RequestClass } from '../rate-limit/rate-limit-policy.js';
import { ScanQuery } from '../scans/dto/insights.schema.js';
import { TriggerScanDto } from '../scans/dto/trigger-scan.dto.js';
import { ScanRequests } from '../scans/scan-requests.service.js';
import { POLL_INTERVAL_SECONDS } from '../scans/scan-responses.js';
import { PublicScores } from '../score/public-scores.service.js';
import { ScoreQuery } from '../score/score.controller.js';
import { SyntheticIdQuery } from '../shared/synthetic-id.query.js';
import { AddTopicDto } from '../topics/topic.dto.js';
import { TopicRequests } from '../topics/topic-requests.service.js';
import { reportSummary } from './report-summary.js';

const L = CATALOG_LIMITS;

/** One MCP tool: what a model reads (name, description, input schema) and what it runs. */
export interface McpTool extends Tool {
  /** The REST request the tool stands for, whose rate limit a call counts against. */
  rateLimit: RequestClass;
  run(caller: AuthenticatedCaller, args: Record<string, unknown>): Promise<Record<string, unknown>>;
}

const SYNTHETIC_ID = {
  type: 'integer',
  minimum: 1,
  maximum: 2_147_483_647,
  description: 'The brand agent id: `syntheticId` from scan_visibility, or one of the agents get_account lists.',
} as const;
const SCAN_ID = {
  type: 'string',
  pattern: '^scn_',
  description: 'A past scan of this agent (scn_…); leave it out for the latest scan.',
} as const;
const STRINGS = (description: string) =>
  ({
    type: 'array',
    maxItems: L.personaListItems,
    items: { type: 'string', minLength: 1, maxLength: L.personaItemChars },
    description,
  }) as const;

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

/**
 * The gateway's tools for AI agents. Each runs the same request service as its REST endpoint, after
 * the same validation (the endpoint's DTO through the gateway's pipes), and answers the same body,
 * `_service` included; get_report answers a summary of it.
 */
@Injectable()
export class McpTools {
  readonly tools: McpTool[];

  private readonly clientInput = new ClientInputPipe();
  private readonly validation = createValidationPipe();

  constructor(
    scans: ScanRequests,
    topics: TopicRequests,
    personas: PersonaRequests,
    account: AccountOverviewService,
    publicScores: PublicScores,
  ) {
    this.tools = [
      {
        name: 'scan_visibility',
        title: 'Scan a brand',
        description:
          'Start measuring how visible a brand is in AI assistants (ChatGPT, Claude, Gemini, Google AI Overviews): the ' +
          'service asks them the questions buyers ask and scores whether and how they mention the brand. Give `url` for a ' +
          'website (a brand agent is created for a new domain) or `syntheticId` to re-scan an agent you own, not both. ' +
          'Costs credits: maxQueries × 1 in mode "batch", × 3 in "full". Answers at once with the agent\'s syntheticId; ' +
          `the scan takes from under a minute to several minutes: call get_scan_status about every ${POLL_INTERVAL_SECONDS} s ` +
          'until its state is "available", then get_report. If a scan of the agent is already running, that one is ' +
          'returned and nothing is charged.',
        inputSchema: {
          type: 'object',
          properties: {
            url: { type: 'string', format: 'uri', description: 'The brand’s website, e.g. https://www.example.com.' },
            syntheticId: { ...SYNTHETIC_ID, description: 'An agent of yours to re-scan (instead of url).' },
            mode: { type: 'string', enum: [...SCAN_MODES], default: 'batch', description: 'batch (cheap) or full.' },
            maxQueries: {
              type: 'integer',
              minimum: 1,
              maximum: 100,
              default: 30,
              description: 'Runs across all platforms (one run = one question asked on one assistant).',
            },
            samples: {
              type: 'integer',
              minimum: 1,
              maximum: 5,
              default: 1,
              description: 'Times each question is asked on each assistant; more samples give narrower intervals.',
            },
            platforms: {
              type: 'array',
              items: { type: 'string', enum: [...PLATFORM_KEYS] },
              minItems: 1,
              uniqueItems: true,
              description: 'The assistants to ask (default: all four).',
            },
          },
        },
        annotations: { title: 'Scan a brand', destructiveHint: false, idempotentHint: true, openWorldHint: true },
        rateLimit: 'trigger',
        run: async (caller, args) => (await scans.trigger(caller, await this.parse(TriggerScanDto, args))).body,
      },
      {
        name: 'get_scan_status',
        title: 'Scan status',
        description:
          'The scan state of a brand agent: "running" (with progress and phase), "available" (the latest scores), "none" ' +
          `(never scanned) or a failed scan. While running, call again in about ${POLL_INTERVAL_SECONDS} s; when ` +
          'available, get_report gives the details.',
        inputSchema: {
          type: 'object',
          properties: { syntheticId: SYNTHETIC_ID, scanId: SCAN_ID },
          required: ['syntheticId'],
        },
        annotations: { title: 'Scan status', ...READ_ONLY },
        rateLimit: 'read',
        run: async (caller, args) => (await scans.status(caller, await this.parse(ScanQuery, args))).body,
      },
      {
        name: 'get_report',
        title: 'Visibility report',
        description:
          'A summary of the latest completed scan of a brand agent (or of `scanId`): the overall score and one score per ' +
          'AI assistant (0–100) with 95% intervals, mention rate, position and share of voice, the competitors named most ' +
          'often, and the buyer questions where competitors appear and the brand does not. The raw answers are not ' +
          'included: `reportUrl` is the full report page to share with a person.',
        inputSchema: {
          type: 'object',
          properties: { syntheticId: SYNTHETIC_ID, scanId: SCAN_ID },
          required: ['syntheticId'],
        },
        annotations: { title: 'Visibility report', ...READ_ONLY },
        rateLimit: 'read',
        run: async (caller, args) => reportSummary(await scans.report(caller, await this.parse(ScanQuery, args))),
      },
      {
        name: 'get_account',
        title: 'Account',
        description:
          'Your plan, credit balance and the brand agents you can see (owned, or shared with you through a team, which ' +
          'you can read but not scan), each with its syntheticId and latest score. Start here to find a syntheticId.',
        inputSchema: { type: 'object', properties: {} },
        annotations: { title: 'Account', ...READ_ONLY },
        rateLimit: 'read',
        run: async (caller, args) => {
          const unknown = Object.keys(args);
          if (unknown.length) {
            const details = unknown.map((field) => ({ field, message: `property ${field} should not exist` }));
            throw new AppError('VALIDATION_ERROR', summarize(details), details);
          }
          return { ...(await account.overview(caller)) };
        },
      },
      {
        name: 'list_topics',
        title: 'List topics',
        description:
          'The topics of a brand agent and their queries: the buyer questions a scan asks the AI assistants, grouped by ' +
          'theme. A new agent gets default topics from its website during its first scan.',
        inputSchema: { type: 'object', properties: { syntheticId: SYNTHETIC_ID }, required: ['syntheticId'] },
        annotations: { title: 'List topics', ...READ_ONLY },
        rateLimit: 'read',
        run: async (caller, args) => ({
          ...(await topics.list(caller, (await this.parse(SyntheticIdQuery, args)).syntheticId)),
        }),
      },
      {
        name: 'add_topic',
        title: 'Add a topic',
        description:
          'Add buyer questions to a brand agent you own: with `name`, a new topic holding `queries`; with `topicId` (from ' +
          'list_topics), more queries in that topic. Write queries as a buyer would ask an assistant, without naming the ' +
          'brand (e.g. "What is the best product analytics tool for a startup?"). Repeats are skipped. The next scan asks them.',
        inputSchema: {
          type: 'object',
          properties: {
            syntheticId: SYNTHETIC_ID,
            name: {
              type: 'string',
              minLength: L.topicNameChars.min,
              maxLength: L.topicNameChars.max,
              description: 'Name of a new topic (or give topicId).',
            },
            topicId: { type: 'string', pattern: '^top_', description: 'An existing topic to add queries to.' },
            queries: {
              type: 'array',
              minItems: L.queriesPerRequest.min,
              maxItems: L.queriesPerRequest.max,
              items: { type: 'string', minLength: L.queryChars.min, maxLength: L.queryChars.max },
              description: 'The buyer questions.',
            },
          },
          required: ['syntheticId', 'queries'],
        },
        annotations: { title: 'Add a topic', destructiveHint: false, idempotentHint: true, openWorldHint: false },
        rateLimit: 'read',
        run: async (caller, args) => {
          const queries = Array.isArray(args.queries)
            ? args.queries.map((query: unknown) => ({ query }))
            : args.queries;
          return { ...(await topics.add(caller, await this.parse(AddTopicDto, { ...args, queries }))).body };
        },
      },
      {
        name: 'create_persona',
        title: 'Create a persona',
        description:
          'Add a buyer persona to a brand agent you own (at most 10): scans then ask each question also as this persona ' +
          'would. Give `prompt` (a sentence describing the buyer; the service writes the persona) or `name` with any of ' +
          'role, goals, painPoints, demographics.',
        inputSchema: {
          type: 'object',
          properties: {
            syntheticId: SYNTHETIC_ID,
            prompt: {
              type: 'string',
              minLength: L.personaPromptChars.min,
              maxLength: L.personaPromptChars.max,
              description: 'Who the buyer is, in plain words; the persona is generated from it.',
            },
            name: {
              type: 'string',
              minLength: L.personaNameChars.min,
              maxLength: L.personaNameChars.max,
              description: 'Display name; required without prompt.',
            },
            role: { type: 'string', minLength: 1, maxLength: L.personaRoleChars, description: 'Job title or role.' },
            goals: STRINGS('What the buyer wants to achieve.'),
            painPoints: STRINGS('What worries or blocks the buyer.'),
            demographics: {
              type: 'object',
              properties: Object.fromEntries(
                PERSONA_DEMOGRAPHIC_KEYS.map((key) => [key, { type: 'string', maxLength: L.personaDemographicChars }]),
              ),
              additionalProperties: false,
            },
          },
          required: ['syntheticId'],
        },
        annotations: { title: 'Create a persona', destructiveHint: false, idempotentHint: false, openWorldHint: false },
        rateLimit: 'read',
        run: async (caller, args) => ({ ...(await personas.create(caller, await this.parse(CreatePersonaDto, args))) }),
      },
      {
        name: 'get_public_score',
        title: 'Public score',
        description:
          'The public AI-visibility score of a brand listed in the public brand index (any brand, not only yours): its ' +
          'overall and per-assistant scores, visibility level and public page. Give exactly one of slug, url or name.',
        inputSchema: {
          type: 'object',
          properties: {
            slug: { type: 'string', description: 'The brand’s index slug (exact).' },
            url: { type: 'string', description: 'Any URL on the brand’s site.' },
            name: { type: 'string', description: 'The brand’s name (must match one brand).' },
          },
        },
        annotations: { title: 'Public score', ...READ_ONLY },
        rateLimit: 'read',
        run: async (_caller, args) => publicScores.lookup(await this.parse(ScoreQuery, args)),
      },
    ];
  }

  find(name: string): McpTool | undefined {
    return this.tools.find((tool) => tool.name === name);
  }

  /** The arguments as the endpoint's DTO, through the same pipes as its REST body: 400 VALIDATION_ERROR otherwise. */
  private async parse<T extends object>(dto: Type<T>, args: Record<string, unknown>): Promise<T> {
    const metadata: ArgumentMetadata = { type: 'body', metatype: dto };
    return (await this.validation.transform(this.clientInput.transform(args, metadata), metadata)) as T;
  }
}
