import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { InjectService, type ServiceClient } from '#common';
import { type AuthenticatedCaller, type ListSchedulesResponse, SCHEDULES, type ScheduleView } from '#contracts';
import { AgentAccess } from '../agents/agent-access.service.js';
import { Caller } from '../auth/caller.decorator.js';
import { NOTIFICATION_EXAMPLES as X } from '../docs/response-examples.js';
import { ApiErrorResponses } from '../edge/api-schemas.js';
import { serviceContext } from '../edge/service-context.js';
import { Idempotent } from '../idempotency/idempotency.interceptor.js';
import {
  CreateScheduleDto,
  ListSchedulesQuery,
  ScheduleCreatedSchema,
  ScheduleDeletedSchema,
  ScheduleIdParam,
  ScheduleListSchema,
} from './schedule.dto.js';

@ApiTags('schedules')
@ApiSecurity('apiKey')
@Controller('api/visibility/schedules')
export class SchedulesController {
  constructor(
    @InjectService('scans') private readonly scans: ServiceClient,
    private readonly access: AgentAccess,
  ) {}

  @Post()
  @Idempotent()
  @HttpCode(201)
  @ApiOperation({
    operationId: 'createSchedule',
    summary: 'Re-scan an agent on a cadence (daily, weekly, monthly or cron, UTC); answers with nextRunAt.',
  })
  @ApiBody({
    type: CreateScheduleDto,
    examples: { weekly: { summary: 'A weekly re-scan', value: X.createScheduleRequest } },
  })
  @ApiResponse({ status: 201, type: ScheduleCreatedSchema, example: X.scheduleCreated })
  @ApiErrorResponses(['VALIDATION_ERROR', 'UNSUPPORTED_MEDIA_TYPE', 'FORBIDDEN', 'AGENT_NOT_FOUND'])
  async create(@Caller() caller: AuthenticatedCaller, @Body() body: CreateScheduleDto) {
    await this.access.require(caller, body.syntheticId, 'write');
    const schedule = await this.scans.send<ScheduleView>(SCHEDULES.create, {
      accountId: caller.accountId,
      syntheticId: body.syntheticId,
      cadence: body.cadence,
      mode: body.mode ?? 'batch',
      maxQueries: body.maxQueries ?? 30,
      samples: body.samples,
      platforms: body.platforms,
    });
    return {
      success: true,
      schedule,
      _service: serviceContext({
        what_happened: `Agent ${schedule.syntheticId} will be scanned ${schedule.cadence} (cron "${schedule.pattern}", UTC); next run ${schedule.nextRunAt}.`,
        how_to_use:
          'Each run is an ordinary scan, charged as one. A run is skipped (event schedule.skipped) when the previous scan is still running or credits are short; a run missed while the service was down is made up once.',
        next_steps: ['Register a webhook for scan.completed and schedule.skipped: POST /api/visibility/webhooks.'],
      }),
    };
  }

  @Get()
  @ApiOperation({
    operationId: 'listSchedules',
    summary: "The account's schedules, with nextRunAt and the last run's outcome.",
  })
  @ApiOkResponse({ type: ScheduleListSchema, example: X.schedules })
  @ApiErrorResponses(['VALIDATION_ERROR'])
  async list(@Caller() caller: AuthenticatedCaller, @Query() query: ListSchedulesQuery) {
    const { schedules } = await this.scans.send<ListSchedulesResponse>(SCHEDULES.list, {
      accountId: caller.accountId,
      syntheticId: query.syntheticId,
    });
    return {
      scheduleCount: schedules.length,
      schedules,
      _service: serviceContext({ what_you_are_seeing: 'Your scheduled re-scans.' }),
    };
  }

  @Delete(':id')
  @ApiOperation({ operationId: 'deleteSchedule', summary: 'Stop a schedule (a scan it started keeps running).' })
  @ApiOkResponse({ type: ScheduleDeletedSchema, example: X.scheduleDeleted })
  @ApiErrorResponses(['VALIDATION_ERROR', 'NOT_FOUND'])
  async delete(@Caller() caller: AuthenticatedCaller, @Param() params: ScheduleIdParam) {
    await this.scans.send(SCHEDULES.delete, { accountId: caller.accountId, scheduleId: params.id });
    return {
      success: true,
      deleted: params.id,
      _service: serviceContext({ what_happened: `Schedule ${params.id} deleted.` }),
    };
  }
}
