export * from './config.module.js';
export * from './environment.js';
