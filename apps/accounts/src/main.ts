import { bootstrapService } from '#common/database';
import { AccountsModule } from './accounts.module.js';

await bootstrapService(AccountsModule, { name: 'accounts', schema: 'accounts', defaultHealthPort: 3101 });
