// What every app needs. What loads MikroORM, kysely and pg (database wiring, the service bootstrap
// that migrates, the health check that pings the database) is `#common/database`, so that the
// gateway, which owns no tables, does not load them.
export * from './config/index.js';
export * from './domain/index.js';
export * from './errors/index.js';
export * from './health/index.js';
export * from './jetstream/index.js';
export * from './logging/log-options.js';
export * from './nats/index.js';
export * from './observability/index.js';
