export * from './health-report.js';
