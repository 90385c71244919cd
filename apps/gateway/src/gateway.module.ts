import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ConfigModule, JetStreamModule, NatsClientModule } from '#common';
import { AccountController } from './account/account.controller.js';
import { AccountOverviewService } from './account/account-overview.service.js';
import { AgentAccess } from './agents/agent-access.service.js';
import { ApiKeyGuard } from './auth/api-key.guard.js';
import { AuthModule } from './auth/auth.module.js';
import { HttpErrorFilter } from './edge/http-error.filter.js';
import { JsonDocuments } from './edge/json-documents.js';
import { EventsTokens } from './events/events-token.js';
import { ScanEventStreams } from './events/scan-event-streams.service.js';
import { ScanEventsController } from './events/scan-events.controller.js';
import { HealthController } from './health/health.controller.js';
import { IdempotencyInterceptor } from './idempotency/idempotency.interceptor.js';
import { IdempotencyModule } from './idempotency/idempotency.module.js';
import { McpController } from './mcp/mcp.controller.js';
import { McpEndpoint } from './mcp/mcp-endpoint.service.js';
import { McpTools } from './mcp/mcp-tools.js';
import { PagesController } from './pages/pages.controller.js';
import { PersonaRequests } from './personas/persona-requests.service.js';
import { PersonasController } from './personas/personas.controller.js';
import { CallerRateLimiter } from './rate-limit/caller-rate-limiter.js';
import { RateLimitGuard } from './rate-limit/rate-limit.guard.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { BrandPages } from './scans/brand-pages.service.js';
import { PlatformBindings } from './scans/platform-bindings.js';
import { ReportResponses } from './scans/report-responses.js';
import { ScanController } from './scans/scan.controller.js';
import { ScanRequests } from './scans/scan-requests.service.js';
import { ScanStatusReader } from './scans/scan-status-reader.js';
import { SchedulesController } from './schedules/schedules.controller.js';
import { PublicScores } from './score/public-scores.service.js';
import { ScoreController } from './score/score.controller.js';
import { TopicRequests } from './topics/topic-requests.service.js';
import { TopicsController } from './topics/topics.controller.js';
import { ScanWebhooks } from './webhooks/scan-webhooks.service.js';
import { WebhooksController } from './webhooks/webhooks.controller.js';

@Module({
  imports: [
    ConfigModule,
    NatsClientModule.forRoot('gateway', ['accounts', 'catalog', 'scans', 'platforms', 'notifications']),
    JetStreamModule,
    AuthModule,
    RateLimitModule,
    IdempotencyModule,
  ],
  controllers: [
    HealthController,
    AccountController,
    ScanController,
    ScanEventsController,
    ScoreController,
    PagesController,
    TopicsController,
    PersonasController,
    WebhooksController,
    SchedulesController,
    McpController,
  ],
  providers: [
    { provide: APP_FILTER, useClass: HttpErrorFilter },
    // The POST routes' interceptor (@Idempotent()); `_service` is added where answers are sent (GatewayHttpAdapter).
    IdempotencyInterceptor,
    // In this order: the key decides whose limit a request counts against.
    { provide: APP_GUARD, useClass: ApiKeyGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
    AccountOverviewService,
    AgentAccess,
    BrandPages,
    CallerRateLimiter,
    JsonDocuments,
    EventsTokens,
    McpEndpoint,
    McpTools,
    PersonaRequests,
    PublicScores,
    PlatformBindings,
    ReportResponses,
    ScanEventStreams,
    ScanRequests,
    ScanStatusReader,
    ScanWebhooks,
    TopicRequests,
  ],
})
export class GatewayModule {}
