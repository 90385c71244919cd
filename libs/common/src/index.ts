export * from './bootstrap/index.js';
export * from './config/index.js';
export * from './database/index.js';
export * from './errors/index.js';
export * from './health/index.js';
export * from './jetstream/index.js';
export * from './logging/logger.js';
export * from './nats/index.js';
