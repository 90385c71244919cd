export * from './broadcast.js';
export * from './connection-options.js';
export * from './nats.module.js';
export * from './reply-parts.js';
export * from './service-client.js';
export * from './subjects.js';
