export * from './http-context.middleware.js';
export * from './metrics.controller.js';
export * from './metrics.js';
export * from './observability.module.js';
export * from './request-context.js';
export * from './tracing.js';
