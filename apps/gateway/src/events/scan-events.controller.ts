import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiProduces, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig, AppError } from '#common';
import type { AuthenticatedCaller } from '#contracts';
import { AgentAccess } from '../agents/agent-access.service.js';
import { Caller, PublicEndpoint } from '../auth/caller.decorator.js';
import { NOTIFICATION_EXAMPLES as X } from '../docs/response-examples.js';
import { ApiErrorResponses } from '../edge/api-schemas.js';
import { EventsTokens } from './events-token.js';
import { ScanEventStreams } from './scan-event-streams.service.js';
import { ScanEventsQuery } from './scan-events.query.js';

@ApiTags('scans')
@ApiSecurity('apiKey')
@Controller('api/visibility')
export class ScanEventsController {
  constructor(
    private readonly access: AgentAccess,
    private readonly tokens: EventsTokens,
    private readonly streams: ScanEventStreams,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('scan/events')
  @PublicEndpoint()
  @ApiOperation({
    operationId: 'streamScanEvents',
    summary: "An agent's scan events as server-sent events: progress, completed, failed.",
    description:
      'A `text/event-stream`. Events: `progress` (data: scanId, syntheticId, completed, total, phase), `completed` ' +
      '(data: the poll body of the completed scan), `failed` (data: scanId, reason and the poll body). The stream ' +
      "opens with the agent's current state (no id), then live events whose `id` resumes the stream: send it back " +
      'as Last-Event-ID (EventSource does so by itself). A comment line every 15 s keeps it open. Authenticate with ' +
      'x-api-key, or with the `token` of the `eventsUrl` that POST /scan and a running poll give.',
  })
  @ApiProduces('text/event-stream')
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'Resume after this event id.' })
  @ApiResponse({
    status: 200,
    description: 'The event stream.',
    content: { 'text/event-stream': { schema: { type: 'string' }, example: X.events } },
  })
  @ApiErrorResponses(['VALIDATION_ERROR', 'AGENT_NOT_FOUND'])
  async follow(
    @Caller() caller: AuthenticatedCaller | undefined,
    @Query() query: ScanEventsQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    if (caller) await this.access.require(caller, query.syntheticId, 'read');
    else if (!query.token || !this.tokens.verify(query.token, query.syntheticId)) throw this.unauthorized(query.token);
    const header = req.headers['last-event-id'];
    const last = typeof header === 'string' && header !== '' ? header : query.lastEventId;
    if (last !== undefined && !/^\d{1,15}$/.test(last)) {
      throw new AppError('VALIDATION_ERROR', 'Last-Event-ID must be an event id of this stream.', [
        { field: 'Last-Event-ID', message: 'must be a non-negative integer' },
      ]);
    }
    await this.streams.follow(query.syntheticId, last === undefined ? undefined : Number(last), req, res);
  }

  private unauthorized(token: string | undefined): AppError {
    return new AppError(
      'UNAUTHORIZED',
      token
        ? 'The events token is invalid or has expired: take a fresh eventsUrl from GET /api/visibility/scan.'
        : 'This stream needs an API key (header `x-api-key`) or the `token` of an eventsUrl.',
      undefined,
      {
        signup: {
          url: this.config.SIGNUP_URL,
          instructions: `Sign up at ${this.config.SIGNUP_URL} to get an API key, and send it in the \`x-api-key\` header.`,
        },
      },
    );
  }
}
