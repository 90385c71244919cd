export * from './health-report.js';
export * from './service-health.module.js';
