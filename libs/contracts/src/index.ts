export * from './brand.js';
export * from './platform-keys.js';
export * from './platforms.js';
