import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import {
  APP_CONFIG,
  type AppConfig,
  ConfigModule,
  JetStreamModule,
  judgeConfigured,
  NatsClientModule,
  RpcErrorFilter,
} from '#common';
import { databaseModule, ServiceHealthModule } from '#common/database';
import { SCANS_DATABASE } from './database/scans-database.js';
import { ScanEventsPublisher } from './events/scan-events.publisher.js';
import { ANSWER_JUDGE, ScanJudging } from './judge/scan-judging.service.js';
import { VerdictStore } from './judge/verdict-store.js';
import { ReportDocumentResponder } from './reports/report-document.responder.js';
import { ReportDocuments } from './reports/report-documents.js';
import { ScanHistoryService } from './reports/scan-history.service.js';
import { ScanStatisticsReader } from './reports/scan-statistics-reader.js';
import { ScanStatusReadModel } from './reports/scan-status-read-model.js';
import { ScanViews } from './reports/scan-views.service.js';
import { ScansHandlers } from './scans.handlers.js';
import { ScheduleStore } from './schedules/schedule-store.js';
import { SchedulesService } from './schedules/schedules.service.js';
import { ScanHistoryRepository } from './store/scan-history.repository.js';
import { ScanStore } from './store/scan-store.js';
import { ScanTriggerService } from './trigger/scan-trigger.service.js';
import { TriggerClaims } from './trigger/trigger-claims.js';
import { ResultRecorder } from './work/result-recorder.js';
import { RunDispatcher } from './work/run-dispatcher.js';
import { ScanFinalizer } from './work/scan-finalizer.js';
import { ScanPreparer } from './work/scan-preparer.js';
import { ScanSweeper } from './work/scan-sweeper.js';
import { ScanWorkConsumers } from './work/scan-work.consumers.js';

@Module({
  imports: [
    ConfigModule,
    databaseModule(SCANS_DATABASE),
    NatsClientModule.forRoot('scans', ['accounts', 'catalog']),
    JetStreamModule,
    ServiceHealthModule.register('scans'),
  ],
  controllers: [ScansHandlers],
  providers: [
    { provide: APP_FILTER, useClass: RpcErrorFilter },
    ScanStore,
    ScanHistoryRepository,
    ScanStatisticsReader,
    ScanHistoryService,
    ScanEventsPublisher,
    ScanTriggerService,
    TriggerClaims,
    ScanViews,
    ReportDocuments,
    ReportDocumentResponder,
    ScanStatusReadModel,
    RunDispatcher,
    ScanPreparer,
    ScanFinalizer,
    ResultRecorder,
    ScanWorkConsumers,
    ScanSweeper,
    {
      provide: ANSWER_JUDGE,
      // The providers' SDKs (about 15 MB resident) are loaded only when a judge is configured.
      useFactory: async (config: AppConfig) =>
        judgeConfigured(config) ? (await import('./judge/model-judges.js')).judgeFromConfig(config) : null,
      inject: [APP_CONFIG],
    },
    VerdictStore,
    ScanJudging,
    ScheduleStore,
    SchedulesService,
  ],
})
export class ScansModule {}
