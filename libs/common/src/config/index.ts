export * from './config.module.js';
export * from './environment.js';
export * from './trusted-proxies.js';
