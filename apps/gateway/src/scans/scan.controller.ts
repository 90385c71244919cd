import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiCallbacks,
  ApiExtraModels,
  ApiOperation,
  ApiResponse,
  ApiSecurity,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { InjectService, type ServiceClient } from '#common';
import { type AuthenticatedCaller, SCANS, type ScanHistoryResponse, type TrendsResponse } from '#contracts';
import { AgentAccess } from '../agents/agent-access.service.js';
import { Caller } from '../auth/caller.decorator.js';
import { EXAMPLES } from '../docs/response-examples.js';
import { ApiErrorResponses } from '../edge/api-schemas.js';
import { JsonDocuments } from '../edge/json-documents.js';
import { Idempotent } from '../idempotency/idempotency.interceptor.js';
import { webhookCallbacks } from '../webhooks/webhook-events.schema.js';
import { assistantNames } from './assistant-names.js';
import { HistoryQuery, ScanHistorySchema, ScanQuery, TrendsQuery, TrendsSchema } from './dto/insights.schema.js';
import { ReportSchema } from './dto/report.schema.js';
import {
  InsufficientCreditsSchema,
  SCAN_STATUS_SCHEMAS,
  ScanAlreadyRunningSchema,
  ScanTriggeredSchema,
  TriggerScanBySyntheticIdSchema,
  TriggerScanByUrlSchema,
  TriggerScanDto,
} from './dto/trigger-scan.dto.js';
import { REPORT_EXAMPLE, SCAN_EXAMPLES } from './scan-examples.js';
import { ScanRequests } from './scan-requests.service.js';
import { historyBody, POLL_INTERVAL_SECONDS, trendsBody } from './scan-responses.js';

@ApiTags('scans')
@ApiSecurity('apiKey')
@ApiExtraModels(
  ScanTriggeredSchema,
  ScanAlreadyRunningSchema,
  TriggerScanByUrlSchema,
  TriggerScanBySyntheticIdSchema,
  ...Object.values(SCAN_STATUS_SCHEMAS),
)
@Controller('api/visibility')
export class ScanController {
  constructor(
    @InjectService('scans') private readonly scans: ServiceClient,
    private readonly access: AgentAccess,
    private readonly requests: ScanRequests,
    private readonly documents: JsonDocuments,
  ) {}

  @Post('scan')
  @Idempotent()
  @HttpCode(202)
  // The scan's own webhookUrl gets its scan.completed or scan.failed (docs/webhooks-and-events.md).
  @ApiCallbacks(...webhookCallbacks('{$request.body#/webhookUrl}', ['scan.completed', 'scan.failed']))
  @ApiOperation({
    operationId: 'triggerScan',
    summary: 'Start a scan of a brand (by url or syntheticId); answers at once.',
  })
  @ApiBody({
    description: 'Exactly one of url (a new or known domain) or syntheticId (an agent of yours).',
    schema: {
      oneOf: [{ $ref: getSchemaPath(TriggerScanByUrlSchema) }, { $ref: getSchemaPath(TriggerScanBySyntheticIdSchema) }],
    },
    examples: {
      byUrl: { summary: 'Scan a website', value: { url: 'https://www.example.com', mode: 'batch', maxQueries: 30 } },
      bySyntheticId: { summary: 'Re-scan an agent', value: { syntheticId: 1001, samples: 3, maxQueries: 90 } },
    },
  })
  @ApiResponse({
    status: 202,
    description: 'Scan started.',
    type: ScanTriggeredSchema,
    example: SCAN_EXAMPLES.triggered,
  })
  @ApiResponse({
    status: 200,
    description: 'A scan of this agent is already running.',
    type: ScanAlreadyRunningSchema,
    example: SCAN_EXAMPLES.alreadyRunning,
  })
  @ApiResponse({
    status: 402,
    description: 'Insufficient credits.',
    type: InsufficientCreditsSchema,
    example: SCAN_EXAMPLES.insufficientCredits,
  })
  @ApiErrorResponses(['VALIDATION_ERROR', 'UNSUPPORTED_MEDIA_TYPE', 'FORBIDDEN', 'AGENT_NOT_FOUND'])
  async trigger(
    @Caller() caller: AuthenticatedCaller,
    @Body() body: TriggerScanDto,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { alreadyRunning, body: answer } = await this.requests.trigger(caller, body);
    if (alreadyRunning) res.status(200);
    return answer;
  }

  @Get('scan')
  @ApiOperation({
    operationId: 'getScanStatus',
    summary: 'Poll the scan state of an agent: none, running or available (or one past scan, with scanId).',
  })
  @ApiResponse({
    status: 200,
    description:
      "The state of the agent's scans, by `state`. While running, the Retry-After header says when to poll again.",
    schema: {
      oneOf: Object.values(SCAN_STATUS_SCHEMAS).map((schema) => ({ $ref: getSchemaPath(schema) })),
      discriminator: {
        propertyName: 'state',
        mapping: Object.fromEntries(
          Object.entries(SCAN_STATUS_SCHEMAS).map(([state, schema]) => [state, getSchemaPath(schema)]),
        ),
      },
    },
    headers: {
      'Retry-After': {
        description: `While a scan is running: seconds to wait before polling again (${POLL_INTERVAL_SECONDS}).`,
        schema: { type: 'integer' },
      },
      ETag: {
        description: 'When no scan is running: the answer’s weak ETag, for If-None-Match (then 304 while unchanged).',
        schema: { type: 'string' },
      },
    },
    examples: SCAN_EXAMPLES.status,
  })
  @ApiResponse({ status: 304, description: 'Not modified: If-None-Match named the current answer’s ETag (no body).' })
  @ApiErrorResponses(['VALIDATION_ERROR', 'AGENT_NOT_FOUND', 'NOT_FOUND'])
  async status(
    @Caller() caller: AuthenticatedCaller,
    @Query() query: ScanQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const { running, body, document } = await this.requests.status(caller, query);
    // A settled state is a document, serialized once (`_service` is in it): with an ETag, and
    // compressed once per encoding instead of at every poll.
    if (document) return this.documents.send(req, res, document);
    if (running) res.setHeader('Retry-After', String(POLL_INTERVAL_SECONDS));
    res.json(body);
  }

  @Get('report')
  @ApiOperation({
    operationId: 'getReport',
    summary: 'The full report of the latest completed scan of an agent (or of a past one, with scanId).',
  })
  @ApiResponse({
    status: 200,
    type: ReportSchema,
    example: REPORT_EXAMPLE,
    headers: {
      ETag: { description: 'The report’s weak ETag, for If-None-Match.', schema: { type: 'string' } },
    },
  })
  @ApiResponse({ status: 304, description: 'Not modified: If-None-Match named the current report’s ETag (no body).' })
  @ApiErrorResponses(['VALIDATION_ERROR', 'AGENT_NOT_FOUND', 'NO_SCAN', 'NOT_FOUND'])
  async report(
    @Caller() caller: AuthenticatedCaller,
    @Query() query: ScanQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    await this.documents.send(req, res, await this.requests.reportDocument(caller, query));
  }

  @Get('scans')
  @ApiOperation({
    operationId: 'listScans',
    summary: "An agent's completed and failed scans, newest first, cursor-paginated.",
  })
  @ApiResponse({ status: 200, type: ScanHistorySchema, example: EXAMPLES.history })
  @ApiErrorResponses(['VALIDATION_ERROR', 'AGENT_NOT_FOUND'])
  async history(@Caller() caller: AuthenticatedCaller, @Query() query: HistoryQuery) {
    await this.access.require(caller, query.syntheticId, 'read');
    return historyBody(
      await this.scans.send<ScanHistoryResponse>(SCANS.history, {
        syntheticId: query.syntheticId,
        limit: query.limit ?? 20,
        cursor: query.cursor,
      }),
    );
  }

  @Get('trends')
  @ApiOperation({
    operationId: 'getTrends',
    summary: 'Scores, mention rates and share of voice over past scans, per platform and overall, with intervals.',
  })
  @ApiResponse({ status: 200, type: TrendsSchema, example: EXAMPLES.trends })
  @ApiErrorResponses(['VALIDATION_ERROR', 'AGENT_NOT_FOUND'])
  async trends(@Caller() caller: AuthenticatedCaller, @Query() query: TrendsQuery) {
    await this.access.require(caller, query.syntheticId, 'read');
    const [trends, bindings] = await Promise.all([
      this.scans.send<TrendsResponse>(SCANS.trends, { syntheticId: query.syntheticId, days: query.days ?? 90 }),
      this.requests.bindings(),
    ]);
    return trendsBody(
      trends,
      assistantNames(bindings, () => undefined),
    );
  }
}
