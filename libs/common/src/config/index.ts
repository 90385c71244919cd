export * from './config.module.js';
export * from './environment.js';
export * from './load-config-or-exit.js';
export * from './trusted-proxies.js';
