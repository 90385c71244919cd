import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ConfigModule, JetStreamModule, NatsClientModule, RpcErrorFilter } from '#common';
import { databaseModule, ServiceHealthModule } from '#common/database';
import { NotificationStore } from './database/notification-store.js';
import { NOTIFICATIONS_DATABASE } from './database/notifications-database.js';
import { WebhookDeliveries } from './delivery/webhook-deliveries.js';
import { EndpointsService } from './endpoints/endpoints.service.js';
import { NotificationsHandlers } from './notifications.handlers.js';

/** Webhooks: endpoints, signing, durable deliveries and their log. The only outbound HTTP to partners. */
@Module({
  imports: [
    ConfigModule,
    databaseModule(NOTIFICATIONS_DATABASE),
    NatsClientModule.forRoot('notifications', []),
    JetStreamModule,
    ServiceHealthModule.register('notifications'),
  ],
  controllers: [NotificationsHandlers],
  providers: [
    { provide: APP_FILTER, useClass: RpcErrorFilter },
    NotificationStore,
    EndpointsService,
    WebhookDeliveries,
  ],
})
export class NotificationsModule {}
