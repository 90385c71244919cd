import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { natsName } from '#common';
import {
  type CreateScheduleRequest,
  type DeleteScheduleRequest,
  decodeReportDocument,
  type LatestScoresRequest,
  type ListSchedulesRequest,
  type ReportByTokenRequest,
  type ReportRequest,
  SCANS,
  SCHEDULES,
  type ScanHistoryRequest,
  type ScanStatusRequest,
  splitReportDocument,
  type TrendsRequest,
  type TriggerScanRequest,
} from '#contracts';
import { ReportDocuments } from './reports/report-documents.js';
import { ScanHistoryService } from './reports/scan-history.service.js';
import { ScanStatusReadModel } from './reports/scan-status-read-model.js';
import { ScanViews } from './reports/scan-views.service.js';
import { SchedulesService } from './schedules/schedules.service.js';
import { ScanTriggerService } from './trigger/scan-trigger.service.js';

@Controller()
export class ScansHandlers {
  constructor(
    private readonly trigger: ScanTriggerService,
    private readonly views: ScanViews,
    private readonly reports: ReportDocuments,
    private readonly readModel: ScanStatusReadModel,
    private readonly scanHistory: ScanHistoryService,
    private readonly schedules: SchedulesService,
  ) {}

  @MessagePattern(natsName(SCANS.trigger))
  triggerScan(@Payload() req: TriggerScanRequest) {
    return this.trigger.trigger(req);
  }

  @MessagePattern(natsName(SCANS.status))
  async status(@Payload() req: ScanStatusRequest) {
    const status = await this.views.status(req.syntheticId, req.scanId);
    // The gateway asks when the poll's read model had nothing (or nothing fresh): fill it in, after the answer.
    void this.readModel.backfill(req.syntheticId, req.scanId, status);
    return status;
  }

  /** The report as an object, from its stored document (SCANS.reportDocument sends the document itself). */
  @MessagePattern(natsName(SCANS.report))
  async report(@Payload() req: ReportRequest) {
    return decodeReportDocument(splitReportDocument(Buffer.from(await this.reports.read(req))));
  }

  @MessagePattern(natsName(SCANS.reportByToken))
  async reportByToken(@Payload() req: ReportByTokenRequest) {
    return decodeReportDocument(splitReportDocument(Buffer.from(await this.reports.read(req))));
  }

  @MessagePattern(natsName(SCANS.history))
  history(@Payload() req: ScanHistoryRequest) {
    return this.scanHistory.history(req);
  }

  @MessagePattern(natsName(SCANS.trends))
  trends(@Payload() req: TrendsRequest) {
    return this.scanHistory.trends(req);
  }

  @MessagePattern(natsName(SCANS.latest))
  latest(@Payload() req: LatestScoresRequest) {
    return this.views.latest(req.syntheticIds);
  }

  @MessagePattern(natsName(SCHEDULES.create))
  createSchedule(@Payload() req: CreateScheduleRequest) {
    return this.schedules.create(req);
  }

  @MessagePattern(natsName(SCHEDULES.list))
  listSchedules(@Payload() req: ListSchedulesRequest) {
    return this.schedules.list(req);
  }

  @MessagePattern(natsName(SCHEDULES.delete))
  deleteSchedule(@Payload() req: DeleteScheduleRequest) {
    return this.schedules.delete(req);
  }
}
