export * from '../bootstrap/index.js';
export * from '../health/service-health.module.js';
export * from './database.module.js';
export * from './fresh-database.js';
export * from './migrate.js';
export * from './native-query.js';
export * from './orm-options.js';
