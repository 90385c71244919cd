import { bootstrapService } from '#common/database';
import { ScansModule } from './scans.module.js';

await bootstrapService(ScansModule, { name: 'scans', schema: 'scans', defaultHealthPort: 3103 });
