import { bootstrapService } from '#common/database';
import { CatalogModule } from './catalog.module.js';

await bootstrapService(CatalogModule, { name: 'catalog', schema: 'catalog', defaultHealthPort: 3102 });
