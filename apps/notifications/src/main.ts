import { bootstrapService } from '#common/database';
import { NotificationsModule } from './notifications.module.js';

await bootstrapService(NotificationsModule, {
  name: 'notifications',
  schema: 'notifications',
  defaultHealthPort: 3105,
});
