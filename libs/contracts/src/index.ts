export * from './accounts.js';
export * from './brand.js';
export * from './catalog.js';
export * from './events.js';
export * from './platform-keys.js';
export * from './platforms.js';
export * from './scans.js';
export * from './work-streams.js';
