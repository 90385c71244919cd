export * from './durable-consumer.js';
export * from './event-stream.js';
export * from './grouped-publisher.js';
export * from './jetstream.module.js';
export * from './jetstream-setup.js';
export * from './pipelined-publisher.js';
export * from './scan-status-bucket.js';
export * from './work-streams.js';
