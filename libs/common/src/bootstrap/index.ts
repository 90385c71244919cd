export * from './bootstrap-service.js';
