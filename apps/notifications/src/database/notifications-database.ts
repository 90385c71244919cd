import type { ServiceDatabase } from '#common/database';
import { MigrationNotificationsInitial } from './migrations/0001-initial.js';
import { Delivery, Endpoint } from './notification-tables.js';

/** The `notifications` schema: webhook endpoints and their deliveries, and nobody else's. */
export const NOTIFICATIONS_DATABASE: ServiceDatabase = {
  schema: 'notifications',
  entities: [Endpoint, Delivery],
  migrations: [{ name: '0001-initial', class: MigrationNotificationsInitial }],
};
