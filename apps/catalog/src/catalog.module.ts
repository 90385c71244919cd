import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ConfigModule, NatsClientModule, RpcErrorFilter } from '#common';
import { databaseModule, ServiceHealthModule } from '#common/database';
import { AgentRepository } from './agents/agent.repository.js';
import { AgentPreparationService } from './agents/agent-preparation.service.js';
import { AgentsHandler } from './agents/agents.handler.js';
import { AgentsService } from './agents/agents.service.js';
import { BrandIndexHandler } from './brand-index/brand-index.handler.js';
import { BrandIndexService } from './brand-index/brand-index.service.js';
import { IndexEntryRepository } from './brand-index/index-entry.repository.js';
import { CATALOG_DATABASE } from './database/catalog-database.js';
import { PersonaRepository } from './personas/persona.repository.js';
import { PersonasHandler } from './personas/personas.handler.js';
import { PersonasService } from './personas/personas.service.js';
import { textGeneratorProvider } from './text-generator.provider.js';
import { TopicRepository } from './topics/topic.repository.js';
import { TopicsHandler } from './topics/topics.handler.js';
import { TopicsService } from './topics/topics.service.js';

@Module({
  imports: [
    ConfigModule,
    databaseModule(CATALOG_DATABASE),
    NatsClientModule.forRoot('catalog', []),
    ServiceHealthModule.register('catalog'),
  ],
  controllers: [AgentsHandler, TopicsHandler, PersonasHandler, BrandIndexHandler],
  providers: [
    { provide: APP_FILTER, useClass: RpcErrorFilter },
    textGeneratorProvider,
    AgentRepository,
    TopicRepository,
    PersonaRepository,
    IndexEntryRepository,
    AgentsService,
    AgentPreparationService,
    TopicsService,
    PersonasService,
    BrandIndexService,
  ],
})
export class CatalogModule {}
