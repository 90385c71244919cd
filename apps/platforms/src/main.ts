import { bootstrapService } from '#common/database';
import { PlatformsModule } from './platforms.module.js';

await bootstrapService(PlatformsModule, { name: 'platforms', schema: 'platforms', defaultHealthPort: 3104 });
