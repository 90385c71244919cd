import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { DynamicModule } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/environment.js';
import { ormOptions, type ServiceDatabase } from './orm-options.js';

/** MikroORM for one service, on its own schema. Migrations run in `bootstrapService`. */
export function databaseModule(db: ServiceDatabase): DynamicModule | Promise<DynamicModule> {
  return MikroOrmModule.forRootAsync({
    driver: PostgreSqlDriver,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) => ({ ...ormOptions(config, db), registerRequestContext: false }),
  });
}
