import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ConfigModule, JetStreamModule, NatsClientModule, RpcErrorFilter } from '#common';
import { databaseModule, ServiceHealthModule } from '#common/database';
import { PLATFORMS_DATABASE } from './database/platforms-database.js';
import { PlatformsHandlers } from './platforms.handlers.js';
import { UsageJournal } from './usage/usage-journal.js';
import { UsageRecorder } from './usage/usage-recorder.js';
import { UsageStore } from './usage/usage-store.js';
import { PlatformRegistry } from './work/platform-registry.js';
import { ResultPublisher } from './work/result-publisher.js';
import { RunWorkers } from './work/run-workers.js';

@Module({
  imports: [
    ConfigModule,
    databaseModule(PLATFORMS_DATABASE),
    NatsClientModule.forRoot('platforms', []),
    JetStreamModule,
    ServiceHealthModule.register('platforms'),
  ],
  controllers: [PlatformsHandlers],
  providers: [
    { provide: APP_FILTER, useClass: RpcErrorFilter },
    PlatformRegistry,
    UsageStore,
    UsageJournal,
    UsageRecorder,
    ResultPublisher,
    RunWorkers,
  ],
})
export class PlatformsModule {}
